import { formatCzk } from '@rg/domain/czech-format'
import type { Order } from '@rg/domain/payments'
import QRCode from 'qrcode'
import type { Queryable } from '../../db/database.ts'
import { escapeHtml } from '../../http.ts'
import type { Mailer } from '../../mail/mailer.ts'

/*
 * The payment details by e-mail right after ordering (docs/decisions/1353-order-payment-mail.md): account, IBAN,
 * amount, variable symbol and message, and the QR Platba code as an inline PNG drawn from the same SPAYD string as
 * the payment page's (toOrder), with the same settings (error correction M, four-module quiet zone). Written in the
 * order's transaction, so there is no mail for an order that rolled back. Kept apart from order-service.ts.
 */

export const QR_CID = 'qr-platba'

/** The QR Platba code of an order as a PNG (what the payment page draws, at 6 px a module). */
export function qrPlatbaPng(spayd: string): Promise<Uint8Array> {
  return QRCode.toBuffer(spayd, { errorCorrectionLevel: 'M', margin: 4, scale: 6, type: 'png' })
}

export async function sendOrderPaymentMail(
  tx: Queryable,
  mailer: Mailer,
  order: Order,
  userId: string,
  origin: string,
): Promise<void> {
  const email = (
    await tx.query<{ email: string | null }>('select email from public.profiles where id = $1', [userId])
  ).rows[0]?.email
  if (!email) return
  const p = order.payment
  const url = `${origin}/portal/credits/orders/${order.id}`
  const rows: [string, string][] = [
    ['Číslo účtu', p.accountNumber],
    ['IBAN', p.iban],
    ['Částka', formatCzk(p.amountCzk)],
    ['Variabilní symbol', p.variableSymbol],
    ['Zpráva pro příjemce', p.message],
  ]
  const after =
    order.kind === 'CREDITS'
      ? 'Kredity připíšeme, jakmile platba dorazí na náš účet; pošleme vám potvrzení a fakturu.'
      : 'Předplatné aktivujeme, jakmile platba dorazí na náš účet; pošleme vám potvrzení a fakturu.'
  const qrLabel = `QR Platba: ${formatCzk(p.amountCzk)}, VS ${p.variableSymbol}`
  await mailer.send(
    {
      to: email,
      subject: `Platební údaje k objednávce: ${order.description}`,
      text: [
        'Dobrý den,',
        `děkujeme za objednávku „${order.description}“. Zaplaťte ji prosím převodem:`,
        rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
        'V HTML verzi této zprávy je QR kód pro platbu mobilní bankou (QR Platba).',
        after,
        `Objednávka a platební údaje: ${url}`,
        'Tržiště investičních příležitostí',
      ].join('\n\n'),
      html:
        `<p>Dobrý den,</p><p>děkujeme za objednávku „${escapeHtml(order.description)}“. Zaplaťte ji prosím převodem:</p>` +
        `<table>${rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>` +
        `<p>Nebo naskenujte QR kód v mobilní bance:</p>` +
        `<p><img src="cid:${QR_CID}" width="240" height="240" alt="${escapeHtml(qrLabel)}"></p>` +
        `<p>${escapeHtml(after)}</p><p><a href="${escapeHtml(url)}">Zobrazit objednávku</a></p>` +
        '<p>Tržiště investičních příležitostí</p>',
      inlineImages: [
        {
          filename: 'qr-platba.png',
          contentType: 'image/png',
          cid: QR_CID,
          bytes: await qrPlatbaPng(p.spayd),
        },
      ],
    },
    tx,
  )
}
