/** What other features may use of the contact feature: the "Bize Yazın" section the home and club pages show. */
export { WriteToUsSection } from './components/write-to-us-section';
