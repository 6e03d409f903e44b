export { housekeeping } from './housekeeping';
