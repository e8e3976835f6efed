// ELK's own worker build: loaded in a worker, it answers elk-api's layout messages.
import 'elkjs/lib/elk-worker.min.js';
