/**
 * The hosts the Intercom Messenger needs, by CSP directive (Intercom's
 * "Using Intercom with Content Security Policy", EU region included). Added
 * to the policy only when Intercom is the support chat's provider.
 */
export const INTERCOM_CSP_SOURCES = {
  script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  img: [
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://downloads.intercomcdn.eu',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://messenger-apps.eu.intercom.io',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-9.com',
  ],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com', 'https://downloads.intercomcdn.com'],
  frame: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  form: ['https://intercom.help', 'https://api-iam.intercom.io', 'https://api-iam.eu.intercom.io'],
} as const;
