export { CreditBalance, type CreditBalanceProps } from './widgets/CreditBalance/CreditBalance.tsx'
