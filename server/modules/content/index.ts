// Site configuration and content: menu, FAQ, about/contact/compliance texts, news.
import { defineModule } from '../../core/module';
import { migrations } from './migrations';
import { registerContentRoutes } from './routes';
import { seedContent } from './seed';

export default defineModule({
  name: 'content',
  migrations,
  seed: async ({ db }) => await seedContent(db),
  register: registerContentRoutes,
});
