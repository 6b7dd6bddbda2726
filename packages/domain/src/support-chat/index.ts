export * from './chat-widget.js';
export * from './message-body.js';
export * from './unread.js';
export * from './attachment.js';
