// Async boundary so the shared singletons resolve before the app's code runs (standalone only).
import('./bootstrap');
