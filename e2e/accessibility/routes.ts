/** The routes of apps/web/src/app/router.tsx that a visitor opens signed out (the guest-only ones redirect the signed-in). */
export const publicRoutes = [
  '/',
  '/sign-in',
  '/sign-up',
  '/two-factor',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/legal/terms',
  '/contact',
  '/no-such-page',
];

/**
 * The routes an investor opens signed in; `symbol` is a market of the domain, `offeringId` an open
 * offering of it (when it has one).
 */
export const investorRoutes = (symbol: string, offeringId?: string) => [
  '/dashboard',
  '/terms',
  '/finish-profile/confirmation',
  '/invites',
  '/gift',
  '/account/security',
  '/account/settings',
  '/account/profile',
  '/account/contact',
  '/account/tax',
  '/account/documents',
  '/account/bank-details',
  '/funding',
  '/funding/card',
  '/funding/bank-transfer',
  '/funding/usdc',
  '/funding/metamask',
  '/funding/lightning',
  '/funding/changenow',
  '/funding/changelly',
  '/funding/transak',
  '/funding/changelly-buy',
  '/funding/bmn',
  '/funding/withdraw',
  '/funding/history',
  '/trading',
  `/trading/${symbol}`,
  '/offerings',
  '/offerings/investments',
  '/notifications',
  '/reports',
  ...(offeringId ? [`/offerings/${offeringId}`, `/offerings/${offeringId}/subscribe`] : []),
];

/**
 * The administrator's routes; `userId` is a user whose account and onboarding they look at, `symbol` a
 * market of the domain, `orderId` an order placed on it.
 */
export const adminRoutes = (userId: string, symbol: string, orderId: string) => [
  '/admin',
  '/admin/reports',
  '/admin/reports?tab=ledger',
  '/admin/reports?tab=suitability',
  '/admin/bonuses',
  '/admin/gas-station',
  '/admin/markets',
  '/admin/markets/new',
  `/admin/markets/${symbol}`,
  '/admin/onboarding',
  `/admin/onboarding/${userId}`,
  '/admin/users',
  `/admin/users/${userId}`,
  '/admin/audit',
  '/admin/orders',
  `/admin/orders/${orderId}`,
  '/admin/offerings',
  '/admin/proposals',
  '/admin/error-reports',
];
