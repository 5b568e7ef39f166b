import dayjs from 'dayjs';

/** SPEC 9 date format. */
const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';

function format(value: string | null | undefined, pattern: string): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '—';
}

export function formatDateTime(value: string | null | undefined): string {
  return format(value, dateTimeFormat);
}

export function formatDate(value: string | null | undefined): string {
  return format(value, 'YYYY-MM-DD');
}
