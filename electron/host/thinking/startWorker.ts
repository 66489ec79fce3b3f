/**
 * Starts a worker thread on a module. Built code starts it as it is; a TypeScript module (run
 * through tsx, as the CLIs are) is started through tsx's loader, which a worker does not inherit.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads'

export function startWorker(module: URL, options: WorkerOptions = {}): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module, options)
  const tsx = import.meta.resolve('tsx/esm/api')
  const boot =
    `import(${JSON.stringify(tsx)})` +
    `.then((api) => { api.register(); return import(${JSON.stringify(module.href)}) })`
  return new Worker(boot, { ...options, eval: true })
}
