// Screens: presentational pages composed from the kit, exported as '@rg/ui/screens'.
export {}
