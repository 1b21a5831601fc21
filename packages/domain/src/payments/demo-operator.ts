/**
 * The clearly fictitious operator of the demo and the tests, who receives the payments on the invoices and the QR
 * codes: the server's fallback outside production and the mock API's operator (production configures its own).
 */
export const DEMO_OPERATOR_IDENTITY = {
  name: 'Ukázkový provozovatel s.r.o. (neexistuje)',
  address: 'Smyšlená 1, 110 00 Praha 1',
  ico: '12345678',
  dic: 'CZ12345678',
  register: 'zápis v obchodním rejstříku je smyšlený (ukázková data)',
  accountNumber: '19-2000145399/0800',
  iban: 'CZ6508000000192000145399',
} as const
