/** English texts of the notification centre, loaded with its code (see i18n.ts). */
export const enNotifications = {
  notifications: {
    pageTitle: 'Notifications',
    title: 'Notifications',
    description: 'What happened to your money, orders, investments, votes and account.',
    search: 'Search notifications',
    searchPlaceholder: 'Search by title or text',
    listLabel: 'Your notifications',
    empty: 'No notifications yet. Deposits, fills, offerings, votes and account reviews show here as they happen.',
    noMatch: 'No notification holds “{{keyword}}”.',
    unread: 'New',
    delete: 'Delete notification: {{title}}',
    deleted: 'Notification deleted.',
    clearAll: 'Clear all',
    clearConfirm: 'Clear all notifications?',
    clearBody: 'Every notification is deleted, on every device. This cannot be undone.',
    keep: 'Keep them',
    cleared: 'All notifications cleared.',
    range: '{{from}}–{{to}} of {{total}}',
    pagination: 'Notification pages',
    open: 'Open',
  },
};
