import { mountStandalone } from '@nyaya/shared/ui/StandaloneApp';
import { routes } from './routes';
import './standalone.css';

void mountStandalone('life', routes);
