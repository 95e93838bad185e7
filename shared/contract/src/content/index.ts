export * from './content-requests';
export * from './content-schema';
export * from './content-text';
export * from './markdown-links';
export * from './public-content';
export { overlappingClasses } from './timetable-overlaps';
