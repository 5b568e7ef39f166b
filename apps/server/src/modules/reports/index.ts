/** Reports: what investors and administrators read about accounts over time (ARCHITECTURE.md). */
export { createReportsModule } from './reports.module';
