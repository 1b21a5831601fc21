// Landing-site screens (home, pricing, spotter, contact, legal), exported as '@rg/ui/landing'.
export {}
