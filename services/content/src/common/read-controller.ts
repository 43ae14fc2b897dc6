import { Controller, Get, Inject, Param, Query, type Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { NoQueryDto } from '@sohnne/service-kit';
import { PublicCache } from './public-cache';

/** One GET route that reads a document by the keys in its path (or the only one, with no keys). */
export interface ReadRoute<S, P = never> {
  /** The handler's name: with the controller's, it is the route's OpenAPI operation id. */
  handler: string;
  /** Under the area's path; '' for the area's path itself. */
  path: string;
  /** Validates and documents the path's keys; absent when the path has none. */
  params?: Type<object>;
  response: Type<unknown>;
  /** The OpenAPI description of the 200 answer. */
  description?: string;
  badRequest: string;
  /** The OpenAPI description of the 404 answer; absent when the route never answers 404. */
  notFound?: string;
  /** The answer is the same for every visitor: shared caches may keep it. */
  publicCache: boolean;
  read: (service: S, params: P) => Promise<unknown>;
}

/** An API area that only reads: its path, the service that reads, and its routes. */
export interface ReadArea<S> {
  /** The controller's class name: it begins the routes' OpenAPI operation ids. */
  name: string;
  path: string;
  service: Type<S>;
  routes: ReadRoute<S>[];
}

/** The controller of a read-only area, made from its table entry. */
export function readController<S>(area: ReadArea<S>): Type<unknown> {
  class ReadController {
    constructor(readonly service: S) {}
  }
  Object.defineProperty(ReadController, 'name', { value: area.name });
  Inject(area.service)(ReadController, undefined, 0);
  for (const route of area.routes) addRoute(ReadController.prototype, route);
  ApiTags('content')(ReadController);
  Controller(area.path)(ReadController);
  return ReadController;
}

function addRoute<S>(prototype: { service: S }, route: ReadRoute<S>): void {
  // Named after the route: Nest and Swagger find the handler's metadata by its name.
  const handler = {
    [route.handler](this: { service: S }, ...args: unknown[]): Promise<unknown> {
      return route.read(this.service, (route.params ? args[0] : undefined) as never);
    },
  }[route.handler];
  Object.defineProperty(prototype, route.handler, { value: handler, writable: true });
  // Nest reads the argument types to validate them and Swagger to document them.
  const argTypes = route.params ? [route.params, NoQueryDto] : [NoQueryDto];
  Reflect.defineMetadata('design:paramtypes', argTypes, prototype, route.handler);
  Reflect.defineMetadata('design:returntype', Promise, prototype, route.handler);
  if (route.params) Param()(prototype, route.handler, 0);
  Query()(prototype, route.handler, argTypes.length - 1);
  const descriptor = Object.getOwnPropertyDescriptor(prototype, route.handler)!;
  // Applied bottom-up, as the decorators were written above the handlers.
  const decorators: MethodDecorator[] = [
    ...(route.notFound ? [ApiNotFoundResponse({ description: route.notFound })] : []),
    ApiBadRequestResponse({ description: route.badRequest }),
    ApiOkResponse(
      route.description
        ? { type: route.response, description: route.description }
        : { type: route.response },
    ),
    ...(route.publicCache ? [PublicCache()] : []),
    Get(route.path || undefined),
  ];
  for (const decorate of decorators) decorate(prototype, route.handler, descriptor);
}
