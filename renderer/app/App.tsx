export function App() {
  return <main className="screen">Zombie Table</main>
}
