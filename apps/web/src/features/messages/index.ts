export { messagesRoutes } from './messages.routes';
export { useIgnorableMessage } from './use-ignorable-message';
