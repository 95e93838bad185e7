/**
 * What the weekly timetable page and the club pages' timetables share. Kept apart from both, so
 * neither exposed module carries the other's rows.
 */

/** The days of the week in Turkish, Monday first. */
export const weekDays = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'] as const;
export type WeekDay = (typeof weekDays)[number];
