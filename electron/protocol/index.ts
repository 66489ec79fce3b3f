/**
 * The wire between the renderer (untrusted) and the host, by topic: what both sides import, and
 * nothing of the main process (only engine types and zod). The renderer imports nothing else under
 * electron/ (tests/renderer/layers.test.ts).
 */
export * from './app'
export { pushChannels, requestChannels, type PushChannel, type RequestChannel } from './channels'
export * from './match'
export * from './online'
export * from './replay'
export * from './requests'
export * from './saveNames'
export * from './saves'
export * from './settings'
export * from './stream'
export * from './thumbnailData'
