export { createMessagesModule } from './messages.module';
