// Credits and subscriptions (issue 15): the offer and balance, the user's orders, the payment page with QR Platba.
export { type CreditsChoice, CreditsScreen, type CreditsScreenProps } from './CreditsScreen.tsx'
export { OrdersScreen, type OrdersScreenProps } from './OrdersScreen.tsx'
export { PaymentScreen, type PaymentScreenProps } from './PaymentScreen.tsx'
export { OrderStatusBadge } from './parts/order-parts.tsx'
