import { Type } from 'typebox';
import { gate } from '../auth/gate.js';
import { ErrorBody } from '../http/schemas.js';
import type { App } from '../http/types.js';
import type { CustomersService } from './customers.service.js';
import { CreateCustomerBody, CustomerSchema } from './customers.schemas.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

export function registerCustomerRoutes(app: App, deps: { customers: CustomersService }): void {
  const config = { gate: gate.globalAdmin };
  const tags = ['admin'];

  app.post(
    '/admin/api/v1/customers',
    {
      config,
      schema: {
        tags,
        summary: 'Provision a customer with its owner and its three system roles',
        body: CreateCustomerBody,
        response: { 201: CustomerSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await deps.customers.provision(request.body)),
  );

  app.get(
    '/admin/api/v1/customers',
    { config, schema: { tags, summary: 'List customers', response: { 200: Type.Array(CustomerSchema), ...errors } } },
    async () => deps.customers.list(),
  );
}
