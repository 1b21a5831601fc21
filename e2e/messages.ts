/** docs/product/screens-and-limits.md "Texts", typed out independently of the domain package: the e2e tests check the exact wording. */
export const MSG = {
  signUpSuccess: 'Registrace úspěšná.',
  signUpFailed: 'Něco se pokazilo, zkuste to prosím později.',
  signUpRateLimit: 'Další registraci lze provést až za několik minut.',
  signInEmailNotConfirmed: 'Potvrďte prosím registraci v e-mailu.',
  signInInvalidCredentials: 'Chybný e-mail nebo heslo.',
  signInSuccess: 'Přihlášení úspěšné.',
  signOutSuccess: 'Odhlášení úspěšné.',
  passwordSameAsOld: 'Nové heslo musí být odlišné od původního hesla.',
  updatePasswordSuccess: 'Heslo úspěšně změněno.',
  verificationLinkExpired: 'Verifikační odkaz je neplatný nebo expirovaný, požádejte prosím o nový.',
  /** Not in the catalogue (docs/product/offers.md / domain RESET_PASSWORD_SENT_MESSAGE). */
  resetSent: 'Pokud u nás máte účet, poslali jsme Vám e-mail s odkazem pro změnu hesla.',
  /** docs/product/README.md, guard table. */
  verifiedOnly: 'Tato sekce je dostupná pouze ověřeným uživatelům. Dokončete a nechte si ověřit profil.',
} as const
