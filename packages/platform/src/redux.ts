/*
 * Redux Toolkit, RTK Query and react-redux as the MFEs use them: their own entry
 * ('@sohnne/platform/src/redux'), shared once per page in place of the three packages. Module Federation
 * cannot tree-shake a shared package (it does not know what other containers import), so sharing the
 * packages themselves sent all of them; this module is shared instead, and its bundle keeps only what is
 * exported here. An MFE that needs more of Redux adds it here (lint refuses the packages elsewhere).
 */
export { configureStore, createAction, freeze } from '@reduxjs/toolkit';
export { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export { Provider, useDispatch } from 'react-redux';
