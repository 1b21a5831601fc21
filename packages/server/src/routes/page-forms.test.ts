import { endpointUrl } from '@rg/domain/contract'
import { describe, expect, it } from 'vitest'
import { type ApiForward, renderFormEcho, submitPageForm } from './page-forms.ts'

const PAGE = `<html><head></head><body><form class="f" aria-labelledby="t" novalidate="" method="post" action="/contact"><h2 id="t">Napište nám</h2><input name="name" id="a" class="c"/><input type="email" name="email" id="b"/><textarea rows="6" name="message"></textarea><input name="website" type="text" value=""/><input id="k" name="consent" type="checkbox" value="yes"/><button type="submit">Odeslat zprávu</button></form></body></html>`

const forwardTo = (status: number, body: unknown) => {
  const calls: { path: string; body: Record<string, string> }[] = []
  const forward: ApiForward = async (path, sent) => {
    calls.push({ path, body: sent })
    return { status, body }
  }
  return { forward, calls }
}

describe('landing forms sent before the scripts ran', () => {
  it('refuses a missing consent with the schema errors beside it, storing nothing', async () => {
    const { forward, calls } = forwardTo(201, { id: 'x' })
    const { httpStatus, echo } = await submitPageForm('/contact', { name: 'Petr', email: 'x@' }, forward)
    expect(httpStatus).toBe(400)
    expect(calls).toEqual([])
    expect(echo.fieldErrors).toMatchObject({
      email: 'Zadejte platný e-mail.',
      message: 'Napište prosím zprávu.',
      consent: expect.stringMatching(/^Bez souhlasu/),
    })
    expect(echo.values).toEqual({ name: 'Petr', email: 'x@', phone: '', message: '' })
    // the messages stand at their fields; an alert repeating the first would show it twice once hydrated
    expect(echo.errorMessage).toBeUndefined()
  })

  it('hands a consented form to its /api endpoint with the honeypot, and maps its answers', async () => {
    const ok = forwardTo(201, { id: 'x' })
    const sent = { name: 'Petr', email: 'p@example.cz', message: 'Dobrý den', consent: 'yes', website: '' }
    expect((await submitPageForm('/contact', sent, ok.forward)).echo.status).toBe('success')
    expect(ok.calls).toEqual([
      {
        path: endpointUrl('sendContactMessage'),
        body: { name: 'Petr', email: 'p@example.cz', phone: '', message: 'Dobrý den', website: '' },
      },
    ])
    const invalid = forwardTo(400, {
      message: 'Vyplňte jméno.',
      issues: [{ path: 'name', message: 'Vyplňte jméno.' }],
    })
    const refused = await submitPageForm('/spotter', { consent: 'yes' }, invalid.forward)
    expect(refused).toMatchObject({
      httpStatus: 400,
      echo: { status: 'error', fieldErrors: { name: 'Vyplňte jméno.' } },
    })
    expect(refused.echo.errorMessage).toBeUndefined()
    expect(invalid.calls[0]?.path).toBe(endpointUrl('sendSpotterTip'))
    const limited = await submitPageForm(
      '/contact',
      sent,
      forwardTo(429, { message: 'Příliš mnoho.' }).forward,
    )
    expect(limited).toMatchObject({ httpStatus: 429, echo: { errorMessage: 'Příliš mnoho.' } })
    const broken = await submitPageForm('/contact', sent, forwardTo(500, null).forward)
    expect(broken).toMatchObject({ httpStatus: 500, echo: { status: 'error' } })
  })

  it('renders the page with the values kept (escaped), the consent ticked and the errors in an alert', () => {
    const html = renderFormEcho(PAGE, '/contact', {
      status: 'error',
      values: { name: 'Petr "<b>"', email: 'x@', phone: '', message: 'Ahoj\n<script>' },
      consent: true,
      fieldErrors: { email: 'Zadejte platný e-mail.' },
      errorMessage: 'Zadejte platný e-mail.',
    })
    expect(html).toContain('name="name" id="a" class="c" value="Petr &quot;&lt;b&gt;&quot;"/>')
    expect(html).toContain('name="email" id="b" value="x@" aria-invalid="true"/>')
    expect(html).toContain('name="message">\nAhoj\n&lt;script&gt;</textarea>')
    expect(html).toContain('name="consent" type="checkbox" value="yes" checked/>')
    expect(html).toContain('<input name="website" type="text" value=""/>')
    expect(html).toContain(
      '<div data-form-echo="" role="alert"><ul><li>Zadejte platný e-mail.</li></ul></div>',
    )
  })

  it('renders the success in place of a hidden form', () => {
    const html = renderFormEcho(PAGE, '/contact', {
      status: 'success',
      values: { name: 'Petr' },
      consent: true,
      fieldErrors: {},
    })
    expect(html).toContain('<section data-form-echo="" role="status"><h2>Děkujeme, zprávu jsme přijali</h2>')
    expect(html).toMatch(/<form [^>]*hidden style="display:none" data-form-echo-hidden="">/)
  })
})
