// The classes the HTTP server makes each request and answer object from: subclasses of Node's whose prototypes *are*
// the Express app's request and response objects.
//
// Express gives every request and answer its methods by swapping the object's prototype
// (`Object.setPrototypeOf(req, app.request)`, the same for `res`). In V8 that swap made about a third of each request's
// objects outlive two young-generation collections and reach the old generation: under a stream of token checks the
// young collections took two to three times as long, and the collector took 12–17 % of the server's time (measured,
// decision 028). Made from these classes, the objects already have those prototypes, and the swap changes nothing.
import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Express } from 'express';

/**
 * Makes the app's request and response prototypes those of two new classes and answers the classes, for
 * `http.createServer(requestClasses(app), app)`. Everything the prototypes offered (Express's methods, `app`) stays.
 */
export function requestClasses(app: Express): ServerOptions {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  const prototypes = app as unknown as { request: object; response: object };
  prototypes.request = adopt(AppRequest.prototype, prototypes.request);
  prototypes.response = adopt(AppResponse.prototype, prototypes.response);
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as typeof ServerResponse };
}

/** Gives `target` the prototype and the own properties of `source`, and answers it. */
function adopt(target: object, source: object): object {
  Object.setPrototypeOf(target, Object.getPrototypeOf(source));
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
  return target;
}
