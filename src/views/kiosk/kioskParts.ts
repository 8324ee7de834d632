/**
 * Everything a kiosk (or a guided session's tablet) adds to the family app, in one chunk that only such a device
 * downloads: the device's chart, the header's row and the layer over every page.
 */
export { kioskDeviceMachine } from '../../machines/kiosk/kioskDeviceMachine';
export { default as KioskBar } from './KioskBar';
export { default as KioskLayer } from './KioskLayer';
