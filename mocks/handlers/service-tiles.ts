import { http, HttpResponse } from 'msw';
import services from '../../public/data/services.json';

/** Interim until the catalogue handlers cover every data file. */
export const serviceTileHandlers = [http.get('/data/services.json', () => HttpResponse.json(services))];
