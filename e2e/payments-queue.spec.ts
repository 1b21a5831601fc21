import type { Page } from '@playwright/test'
import { pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { orderSchema, writeGpc } from '@rg/domain/payments'
import { serializedUserSchema } from '@rg/domain/profile'
import { adminBankPaymentListResponseSchema } from '@rg/domain/roles'
import { expect, test } from './fixtures.ts'
import { DEMO, decideCookies, login, signedIn } from './helpers.ts'

/*
 * Issue 29, item 2: an underpayment waits in the operator's payments queue instead of vanishing after the import;
 * the operator assigns it to its order with a note, the order is paid once (credits, invoice), and the queue shows it
 * decided. A second decision of the same payment is a Czech 409. The order's detail shows it all, and cancelling the
 * paid order there issues a credit note (docs/decisions/1306, 1308).
 */

// The demo operator's account (packages/server/src/env.ts DEMO_OPERATOR); the server starts without OPERATOR_*.
const OPERATOR_ACCOUNT = '19-2000145399/0800'

async function balanceOf(page: Page) {
  const user = serializedUserSchema.parse(await (await page.request.get(endpointUrl('getUser'))).json())
  return user.creditTransactions.reduce((sum, t) => sum + t.amount, 0)
}

test.beforeEach(async ({ page }) => decideCookies(page))

test('an underpayment is assigned by the operator from the payments queue and its order is paid once', async ({
  page,
  person,
}) => {
  await login(page, DEMO.user)
  const created = await page.request.post(endpointUrl('createOrder'), {
    headers: { 'X-CSRF-Protection': '1' },
    data: { kind: 'CREDITS', credits: 100 },
  })
  expect(created.status()).toBe(201)
  const order = orderSchema.parse(await created.json())
  expect(order.amountCzk).toBe(990)
  const before = await balanceOf(page)

  // The operator imports a statement where the customer paid 500 Kč of 990 Kč.
  const admin = await signedIn(person, DEMO.admin)
  await admin.goto('/portal/admin/orders')
  const today = pragueDate(new Date())
  const statement = writeGpc(OPERATOR_ACCOUNT, today, [
    {
      bankRef: String(Date.now()).slice(-10),
      amountHalere: 50_000,
      variableSymbol: order.variableSymbol,
      date: today,
      counterName: 'E2E NEDOPLATEK',
    },
  ])
  await admin.getByLabel(/ABO\/GPC/).setInputFiles({
    name: 'vypis.gpc',
    mimeType: 'text/plain',
    buffer: Buffer.from(statement, 'latin1'),
  })
  await admin.getByRole('button', { name: 'Nahrát výpis' }).click()
  await expect(admin.getByText(/Zaplaceno objednávek: 0\..*K posouzení: 1\./)).toBeVisible()
  expect((await balanceOf(page)) - before).toBe(0)

  // The import's answer leads to the queue, where the payment waits.
  await admin.getByRole('link', { name: 'Vyřídit platby k posouzení' }).click()
  await expect(admin).toHaveURL(/\/portal\/admin\/payments\?states=NEEDS_REVIEW$/)
  await expect(admin.getByRole('heading', { level: 1, name: 'Platby z výpisů' })).toBeVisible()
  await expect(admin).toHaveTitle(/Platby z výpisů/)
  await admin.getByRole('searchbox', { name: /Hledat podle VS/ }).fill(order.variableSymbol)
  await admin.getByRole('button', { name: 'Hledat' }).click()
  const row = admin.getByRole('row').filter({ hasText: 'E2E NEDOPLATEK' })
  await expect(row).toContainText('K posouzení')
  await expect(row).toContainText('Jiná částka než v objednávce')

  await row.getByRole('button', { name: /Vyřídit platbu 500/ }).click()
  const dialog = admin.getByRole('dialog', { name: 'Vyřídit platbu' })
  await expect(dialog.getByRole('textbox', { name: /Variabilní symbol objednávky/ })).toHaveValue(
    order.variableSymbol,
  )
  await dialog.getByRole('textbox', { name: /Poznámka/ }).fill('Zbytek 490 Kč zaplatil hotově.')
  await dialog.getByRole('button', { name: 'Potvrdit' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    admin.getByText(`Platba je přiřazená, objednávka ${order.variableSymbol} je zaplacená.`),
  ).toBeVisible()

  // The decided payment is listed as resolved with its note; the order is paid, once.
  await admin.getByRole('combobox', { name: 'Stav' }).click()
  await admin.getByRole('option', { name: 'Vyřešeno' }).click()
  const resolved = admin.getByRole('row').filter({ hasText: 'E2E NEDOPLATEK' })
  await expect(resolved).toContainText('Vyřešeno')
  await expect(resolved).toContainText('Přiřazeno k objednávce: Zbytek 490 Kč zaplatil hotově.')
  const paid = orderSchema.parse(
    await (await page.request.get(endpointUrl('getOrder', { params: { id: order.id } }))).json(),
  )
  expect(paid.status).toBe('PAID')
  expect(paid.invoiceNumber).toMatch(/^FA-\d{4}-\d{6}$/)
  expect(await balanceOf(page)).toBe(before + 100)

  // Deciding the same payment again (a second admin, a repeated request) is refused in Czech and pays nothing.
  const queue = adminBankPaymentListResponseSchema.parse(
    await (
      await admin.request.get(endpointUrl('adminListBankPayments', { query: { q: order.variableSymbol } }))
    ).json(),
  )
  const payment = queue.items.find((p) => p.counterName === 'E2E NEDOPLATEK')
  expect(payment?.state).toBe('RESOLVED')
  const again = await admin.request.post(
    endpointUrl('adminResolveBankPayment', { params: { id: payment?.id as string } }),
    {
      headers: { 'X-CSRF-Protection': '1' },
      data: { action: 'ASSIGN', variableSymbol: order.variableSymbol, note: 'Znovu.' },
    },
  )
  expect(again.status()).toBe(409)
  expect(((await again.json()) as { message: string }).message).toBe(
    'Tuto platbu už mezitím vyřídil někdo jiný. Obnovte prosím seznam.',
  )
  expect(await balanceOf(page)).toBe(before + 100)

  // The resolved payment links its order's detail (issue 29, item 6): the payment with its decision, the invoice and
  // the trail. Cancelling the paid pack there asks first, then issues a credit note the buyer downloads.
  await resolved.getByRole('link', { name: `VS ${order.variableSymbol}` }).click()
  await expect(admin).toHaveURL(new RegExp(`/portal/admin/orders/${order.id}$`))
  await expect(
    admin.getByRole('heading', { level: 1, name: `Objednávka VS ${order.variableSymbol}` }),
  ).toBeVisible()
  await expect(admin).toHaveTitle(/Objednávka/)
  await expect(admin.getByRole('table', { name: /Platby z výpisů/ })).toContainText(
    'Přiřazeno k objednávce: Zbytek 490 Kč zaplatil hotově.',
  )
  await expect(admin.getByRole('link', { name: `Faktura ${paid.invoiceNumber}`, exact: true })).toBeVisible()
  await expect(admin.getByText('Vyřízení platby z výpisu')).toBeVisible()
  await admin.getByRole('button', { name: 'Zrušit a vrátit platbu' }).click()
  await admin.getByRole('button', { name: 'Ano, zrušit a vystavit opravný doklad' }).click()
  const creditNote = admin.getByRole('link', { name: /^Opravný doklad OD-\d{4}-\d{6}$/ })
  await expect(creditNote).toBeVisible()
  await expect(admin.getByText('Stav objednávky: Zaplaceno → Zrušeno')).toBeVisible()
  expect(await balanceOf(page)).toBe(before)
  const refunded = orderSchema.parse(
    await (await page.request.get(endpointUrl('getOrder', { params: { id: order.id } }))).json(),
  )
  expect(refunded).toMatchObject({ status: 'CANCELLED', invoiceNumber: paid.invoiceNumber })
  const pdf = await page.request.get(endpointUrl('downloadCreditNote', { params: { id: order.id } }))
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-disposition']).toContain(`opravny-doklad-${refunded.creditNoteNumber}.pdf`)
})
