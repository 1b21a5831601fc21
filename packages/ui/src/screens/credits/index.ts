// Credits and subscriptions (issue 15): the offer and balance, the user's orders, the payment page with QR Platba.

export { OrderStatusBadge } from '../kit/order-parts.tsx'
export { type CreditsChoice, CreditsScreen, type CreditsScreenProps } from './CreditsScreen.tsx'
export { OrdersScreen, type OrdersScreenProps } from './OrdersScreen.tsx'
export { PaymentScreen, type PaymentScreenProps } from './PaymentScreen.tsx'
