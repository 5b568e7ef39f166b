/** The roles a user can hold; administrator tools check them on the server. */
export const roles = ['investor', 'admin', 'super-admin'] as const;

export const isSuperAdmin = (user: { roles: readonly string[] } | null | undefined): boolean =>
  user?.roles.includes('super-admin') ?? false;

/** Administrators' tools are for users holding admin or super-admin (the server's admin guard). */
export const isAdministrator = (user: { roles: readonly string[] } | null | undefined): boolean =>
  user?.roles.some((role) => role === 'admin' || role === 'super-admin') ?? false;
