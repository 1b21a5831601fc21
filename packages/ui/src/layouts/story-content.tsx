import { Button } from '../primitives/Button/Button.tsx'
import { Card, CardHeader } from '../primitives/Card/Card.tsx'
import { TextField } from '../primitives/TextField/TextField.tsx'

export function LoginForm() {
  return (
    <form style={{ display: 'flex', flexDirection: 'column', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
      <TextField label="E-mail" type="email" autoComplete="email" required />
      <TextField label="Heslo" type="password" autoComplete="current-password" required />
      <Button type="submit" fullWidth>
        Přihlásit se
      </Button>
    </form>
  )
}

export function PageContent({ title = 'Přehled' }: { title?: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1>{title}</h1>
      <Card>
        <CardHeader title="Doporučené pro vás" description="Podle vašich investičních preferencí" />
        <p>Bytový dům Brno-střed · Rezidenční projekt Říčany · Pohledávka za developerem</p>
      </Card>
    </div>
  )
}
