/** Administrator tools (ARCHITECTURE.md): what the console reads that no other module owns, starting with the audit trail. */
export { type AdminModule, createAdminModule } from './admin.module';
