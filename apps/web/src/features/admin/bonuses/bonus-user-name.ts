import type { UserBonus } from '@invest/contracts';

/** The user a bonus is due to, by name, else by email. */
export const bonusUserName = (bonus: UserBonus) => `${bonus.first_name} ${bonus.last_name}`.trim() || bonus.email;
