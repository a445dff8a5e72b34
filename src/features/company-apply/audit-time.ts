import dayjs from 'dayjs';

/** A list's time as the lists show one (YYYY-MM-DD HH:mm); none is blank. */
export const shownTime = (value: number | null): string => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '');
