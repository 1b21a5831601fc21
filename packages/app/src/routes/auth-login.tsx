export function meta() {
  return [{ title: 'Přihlášení | Přihlášení' }]
}

export default function Login() {
  return (
    <main>
      <h1>Přihlášení</h1>
    </main>
  )
}
