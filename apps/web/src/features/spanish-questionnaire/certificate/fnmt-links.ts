/** The FNMT's app to request a certificate, in each store (spec 02 §2 Digital-certificate). */
export const FNMT_APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=es.fnmt.solicitudcertificados',
  ios: 'https://apps.apple.com/es/app/fnmt-solicitud-de-certificados/id1494355993',
} as const;

/** The FNMT's page on the certificate of a natural person, with its video tutorials. */
export const FNMT_TUTORIALS_URL = 'https://www.sede.fnmt.gob.es/certificados/persona-fisica';

/** The FNMT's web service that identifies the applicant by video. */
export const FNMT_VIDEO_IDENTIFICATION_URL =
  'https://www.sede.fnmt.gob.es/certificados/persona-fisica/obtener-certificado-con-video-identificacion';

export type AppStore = keyof typeof FNMT_APP_LINKS;

/**
 * The stores worth offering on this device: the one of the phone's system,
 * both on a computer (the founder may install the app on a phone).
 */
export function getAppStores(userAgent: string): readonly AppStore[] {
  if (/android/i.test(userAgent)) return ['android'];
  if (/iphone|ipad|ipod/i.test(userAgent)) return ['ios'];
  return ['ios', 'android'];
}
