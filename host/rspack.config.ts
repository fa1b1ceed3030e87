import { createBundleConfig } from '@nyaya/shared/build';

export default createBundleConfig({ name: 'host', dir: __dirname });
