// Standalone only: the async boundary lets Module Federation set up the shared singletons first.
import('./bootstrap');
