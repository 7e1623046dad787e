/** What the run's global setup (`global-setup.ts`) hands every test file through `inject`. */
declare module "vitest" {
  export interface ProvidedContext {
    /** On PostgreSQL: the migrated database each test file's database is created from. */
    migratedTemplateDatabase: string | undefined;
    /** On PGlite: the file holding a migrated database's image, which each test file's database starts from. */
    migratedPgliteImageFile: string | undefined;
  }
}
