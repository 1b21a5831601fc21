import { Link } from 'react-router'

export function meta() {
  return [
    { title: 'Investiční příležitosti mimo veřejný trh' },
    {
      name: 'description',
      content: 'Tržiště neveřejných investičních nabídek: nemovitosti, projekty, pohledávky a služby.',
    },
  ]
}

export default function Home() {
  return (
    <main>
      <h1>Investiční příležitosti mimo veřejný trh</h1>
      <p>Vlastníci zde nabízejí nemovitosti, projekty a smlouvy, investoři si odemykají podrobnosti.</p>
      <Link to="/portal">Vstoupit do portálu</Link>
    </main>
  )
}
