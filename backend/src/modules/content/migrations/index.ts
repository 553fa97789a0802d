import { CreateContent1796527700399 } from './1796527700399-create-content';

/** The content module's migrations, in order; composed through its manifest. */
export const contentMigrations = [CreateContent1796527700399];
