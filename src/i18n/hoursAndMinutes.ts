/**
 * Hours as whole hours and minutes, rounded to the minute, for the quality data's staffing times in any language:
 * 3.999 hours is 4 hours, not "3 hours 60 minutes".
 */
export function hoursAndMinutes(hours: number): [hours: number, minutes: number] {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return minutes === 60 ? [whole + 1, 0] : [whole, minutes];
}
