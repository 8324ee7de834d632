/** The zone of the test hospitals' clocks (Ohio's), which the console and the record write times in. */
export const HOSPITAL_TIME_ZONE = 'America/New_York';

/**
 * A moment as the test hospital's clocks show it, in Unix seconds, wherever the tests run. For November and December
 * only: New York is then on EST, five hours behind UTC.
 */
export const hospitalTime = (year: number, monthIndex: number, day: number, hour: number, minute: number): number => {
  if (monthIndex < 10) throw new Error('hospitalTime knows EST only: a moment of November or December');
  return Date.UTC(year, monthIndex, day, hour + 5, minute) / 1000;
};
