/** The roles a user can hold; administrator tools check them on the server. */
export const roles = ['investor', 'admin', 'super-admin'] as const;

export const isSuperAdmin = (user: { roles: readonly string[] } | null | undefined): boolean =>
  user?.roles.includes('super-admin') ?? false;
