// @ts-nocheck
// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/validators.ts with ajv standaloneCode (packages/codegen). Run `pnpm generate` after changing spec/.

import { createRequire } from 'node:module';
// ajv's standalone output loads its runtime helpers (formats, string length) with require().
const require = createRequire(import.meta.url);

export const AddApplicantEvent = validate10;
const schema11 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"addApplicant"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicationStatus":{"allOf":[{"$ref":"https://trs.invalid/schemas/TenancyStep"}]},"Status":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"data":{"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/AddedApplicantData"}],"required":["applicantRef"],"properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"}}},"Applicant":{"allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantDetails"}]},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/AddApplicantEvent"};
const schema13 = {"type":"string","pattern":"^[0-9]{7}$","$id":"https://trs.invalid/schemas/ApplicationReference"};
const schema15 = {"type":"integer","$id":"https://trs.invalid/schemas/TenancyStep"};
const schema16 = {"type":"string","$id":"https://trs.invalid/schemas/ApplicantStatus"};
const schema19 = {"type":"string","pattern":"^[A-Z]{1,10}[0-9]{7}$","$id":"https://trs.invalid/schemas/ApplicantReference"};
const schema12 = {"type":"object","properties":{"topic":{"type":"string"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object"},"EntryType":{"type":"string"},"CreationDate":{"type":"string"},"ApplicationId":{"type":"integer"},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"ApplicationExternalReference":{"type":["string","null"]},"ApplicantExternalReference":{"type":["string","null"]}},"$id":"https://trs.invalid/schemas/EventMetadata"};
const pattern0 = new RegExp("^[0-9]{7}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/EventMetadata" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err0 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err1 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err4 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err5 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/properties/CreationDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data5 = data.ApplicationId;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err6 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data6 = data.ApplicantId;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err7 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs18 = errors;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err9 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data7 = data.ApplicationExternalReference;
if((typeof data7 !== "string") && (data7 !== null)){
const err10 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema12.properties.ApplicationExternalReference.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data8 = data.ApplicantExternalReference;
if((typeof data8 !== "string") && (data8 !== null)){
const err11 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema12.properties.ApplicantExternalReference.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema17 = {"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantEventData"}],"properties":{"type":{"$ref":"https://trs.invalid/schemas/ApplicantKind"},"partnerContactId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}]}},"$id":"https://trs.invalid/schemas/AddedApplicantData"};
const schema22 = {"anyOf":[{"type":"string"},{"type":"integer"}],"$id":"https://trs.invalid/schemas/ApplicantKind"};
const schema23 = {"type":"string","$id":"https://trs.invalid/schemas/ExternalReference"};
const schema18 = {"type":"object","properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"},"applicantStatus":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"reportType":{"$ref":"https://trs.invalid/schemas/ReportType"},"rentShare":{"type":"number"}},"$id":"https://trs.invalid/schemas/ApplicantEventData"};
const schema21 = {"type":"integer","$id":"https://trs.invalid/schemas/ReportType"};
const pattern2 = new RegExp("^[A-Z]{1,10}[0-9]{7}$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/ApplicantEventData" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applicantRef !== undefined){
let data0 = data.applicantRef;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err0 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.applicantStatus !== undefined){
if(typeof data.applicantStatus !== "string"){
const err2 = {instancePath:instancePath+"/applicantStatus",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.reportType !== undefined){
let data2 = data.reportType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/reportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rentShare !== undefined){
let data3 = data.rentShare;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/rentShare",schemaPath:"#/properties/rentShare/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}


function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/AddedApplicantData" */;
let vErrors = null;
let errors = 0;
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs4 = errors;
let valid3 = false;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/ApplicantKind/anyOf/0/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs7 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/ApplicantKind/anyOf/1/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err2 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/ApplicantKind/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.partnerContactId !== undefined){
let data1 = data.partnerContactId;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/partnerContactId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs14 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
const err5 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema25 = {"type":"object","properties":{"Title":{"$ref":"https://trs.invalid/schemas/Title"},"State":{"type":"string"},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean"},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean"},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/IdentityCheck"},"BirthDay":{"$ref":"https://trs.invalid/schemas/IsoDate"},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string"},"HasAdverceData":{"type":"boolean"},"AddressHistory":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/AddressHistoryEntry"}},"SignedConsent":{"$ref":"https://trs.invalid/schemas/SignedConsent"},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantReference"}]}},"$id":"https://trs.invalid/schemas/ApplicantDetails"};
const schema26 = {"type":"integer","$id":"https://trs.invalid/schemas/Title"};
const schema28 = {"type":"number","minimum":0,"$id":"https://trs.invalid/schemas/Money"};
const schema29 = {"type":"object","properties":{"IdVerification":{"type":"boolean"},"RightToRentVerification":{"type":"boolean"},"AMLVerification":{"type":"boolean"},"PEPsAndSanctionsVerification":{"type":"boolean"}},"$id":"https://trs.invalid/schemas/IdentityCheck"};
const schema30 = {"type":"string","format":"date","$id":"https://trs.invalid/schemas/IsoDate"};
const schema31 = {"type":"integer","$id":"https://trs.invalid/schemas/MaritalStatus"};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = require("ajv-formats/dist/formats").fullFormats.date;
const schema32 = {"type":"object","properties":{"DateMovedIn":{"$ref":"https://trs.invalid/schemas/IsoDate"},"LivingStatus":{"$ref":"https://trs.invalid/schemas/LivingStatus"},"Address":{"$ref":"https://trs.invalid/schemas/Address"}},"required":["DateMovedIn","Address"],"$id":"https://trs.invalid/schemas/AddressHistoryEntry"};
const schema34 = {"type":"integer","$id":"https://trs.invalid/schemas/LivingStatus"};
const schema35 = {"type":"object","properties":{"Postcode":{"type":"string"},"HouseNumber":{"type":"string"},"Street":{"type":"string"},"Town":{"type":"string"},"County":{"type":"string"},"Country":{"type":"string"}},"required":["Postcode"],"$id":"https://trs.invalid/schemas/Address"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/AddressHistoryEntry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DateMovedIn === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DateMovedIn"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.DateMovedIn !== undefined){
let data0 = data.DateMovedIn;
if(typeof data0 === "string"){
if(!(formats2.validate(data0))){
const err2 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.LivingStatus !== undefined){
let data1 = data.LivingStatus;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/LivingStatus",schemaPath:"https://trs.invalid/schemas/LivingStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Address !== undefined){
let data2 = data.Address;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.Postcode === undefined){
const err5 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.Postcode !== undefined){
if(typeof data2.Postcode !== "string"){
const err6 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.HouseNumber !== undefined){
if(typeof data2.HouseNumber !== "string"){
const err7 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.Street !== undefined){
if(typeof data2.Street !== "string"){
const err8 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/Address/properties/Street/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.Town !== undefined){
if(typeof data2.Town !== "string"){
const err9 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/Address/properties/Town/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.County !== undefined){
if(typeof data2.County !== "string"){
const err10 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/Address/properties/County/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.Country !== undefined){
if(typeof data2.Country !== "string"){
const err11 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/Address/properties/Country/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

const schema36 = {"type":"object","properties":{"DeliveryMethod":{"$ref":"https://trs.invalid/schemas/DeliveryMethod"}},"required":["DeliveryMethod"],"$id":"https://trs.invalid/schemas/SignedConsent"};
const schema37 = {"type":"integer","$id":"https://trs.invalid/schemas/DeliveryMethod"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/SignedConsent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeliveryMethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeliveryMethod"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.DeliveryMethod !== undefined){
let data0 = data.DeliveryMethod;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/DeliveryMethod",schemaPath:"https://trs.invalid/schemas/DeliveryMethod/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/ApplicantDetails" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Title !== undefined){
let data0 = data.Title;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err1 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data2 = data.FirstName;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err2 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.LastName !== undefined){
let data3 = data.LastName;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err4 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err6 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data5 = data.EmailAddress;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err7 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err9 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data7 = data.ReportType;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err10 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data8 = data.ShareOfRent;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err11 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err13 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err14 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err15 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data12 = data.IdentityCheck;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.IdVerification !== undefined){
if(typeof data12.IdVerification !== "boolean"){
const err16 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data12.RightToRentVerification !== undefined){
if(typeof data12.RightToRentVerification !== "boolean"){
const err17 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data12.AMLVerification !== undefined){
if(typeof data12.AMLVerification !== "boolean"){
const err18 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data12.PEPsAndSanctionsVerification !== undefined){
if(typeof data12.PEPsAndSanctionsVerification !== "boolean"){
const err19 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data17 = data.BirthDay;
if(typeof data17 === "string"){
if(!(formats2.validate(data17))){
const err21 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data18 = data.Nationality;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err23 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data19 = data.MaritalStatus;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err25 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err26 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err27 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err28 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err29 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data24 = data.AddressHistory;
if(Array.isArray(data24)){
const len0 = data24.length;
for(let i0=0; i0<len0; i0++){
if(!(validate18(data24[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data24,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate20(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
}
if(data.ReferenceNumber !== undefined){
let data27 = data.ReferenceNumber;
if(typeof data27 === "string"){
if(!pattern2.test(data27)){
const err31 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AddApplicantEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("addApplicant" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "addApplicant"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/TenancyStep/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err7 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(!(validate13(data4, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err9 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Applicant !== undefined){
if(!(validate17(data.Applicant, {instancePath:instancePath+"/Applicant",parentData:data,parentDataProperty:"Applicant",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const AddNoteEvent = validate23;
const schema39 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"addNote"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object","properties":{"typeId":{"type":"string"},"description":{"type":"string"}}},"EntryType":{"type":"string"},"Timestamp":{"type":"string"},"Author":{"type":"string"},"Content":{"type":"string"}},"$id":"https://trs.invalid/validators/AddNoteEvent"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AddNoteEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("addNote" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "addNote"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.typeId !== undefined){
if(typeof data2.typeId !== "string"){
const err6 = {instancePath:instancePath+"/data/typeId",schemaPath:"#/properties/data/properties/typeId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err7 = {instancePath:instancePath+"/data/description",schemaPath:"#/properties/data/properties/description/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Timestamp !== undefined){
if(typeof data.Timestamp !== "string"){
const err10 = {instancePath:instancePath+"/Timestamp",schemaPath:"#/properties/Timestamp/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.Author !== undefined){
if(typeof data.Author !== "string"){
const err11 = {instancePath:instancePath+"/Author",schemaPath:"#/properties/Author/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Content !== undefined){
if(typeof data.Content !== "string"){
const err12 = {instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

export const AgreedRentConfirmationFinalisedEvent = validate25;
const schema41 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"agreedRentConfirmationFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string"},"documentName":{"type":"string"}},"$id":"https://trs.invalid/validators/AgreedRentConfirmationFinalisedEvent"};
const schema42 = {"type":"object","properties":{"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}]},"ApplicationId":{"type":"integer"},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/schemas/RentReviewEvent"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/RentReviewEvent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applicationRef !== undefined){
let data0 = data.applicationRef;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err0 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data1 = data.partnerTenancyId;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs9 = errors;
if(data1 !== null){
const err3 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
const err4 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationId !== undefined){
let data2 = data.ApplicationId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err6 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AgreedRentConfirmationFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("agreedRentConfirmationFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationFinalised"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const AgreedRentConfirmationIssuedEvent = validate29;
const schema46 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"agreedRentConfirmationIssued"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"journalNoteText":{"type":"string"},"statusText":{"type":"string"},"agreedRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"agreedRentStartDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]}},"$id":"https://trs.invalid/validators/AgreedRentConfirmationIssuedEvent"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AgreedRentConfirmationIssuedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("agreedRentConfirmationIssued" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationIssued"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err8 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.agreedRentAmount !== undefined){
let data6 = data.agreedRentAmount;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err9 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.agreedRentStartDate !== undefined){
let data7 = data.agreedRentStartDate;
if(typeof data7 === "string"){
if(!(formats2.validate(data7))){
const err11 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const Applicant = validate32;
const schema50 = {"$ref":"https://trs.invalid/schemas/closed/Applicant","$id":"https://trs.invalid/validators/Applicant"};
const schema51 = {"type":"object","required":["FirstName","LastName","EmailAddress","BirthDay","Nationality","MaritalStatus","AddressHistory","SignedConsent"],"properties":{"AddressHistory":{"allOf":[{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},{"type":"array","minItems":1,"items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}}]},"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string"},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean"},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean"},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string"},"HasAdverceData":{"type":"boolean"},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]}},"if":{"properties":{"Title":{"const":10}},"required":["Title"]},"then":{"properties":{"State":{"type":"string","minLength":1}},"required":["State"]},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Applicant"};
const schema56 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/Title"};
const schema57 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/ReportType"};
const schema58 = {"type":"number","minimum":0,"$id":"https://trs.invalid/schemas/closed/Money"};
const schema59 = {"type":"object","properties":{"IdVerification":{"type":"boolean"},"RightToRentVerification":{"type":"boolean"},"AMLVerification":{"type":"boolean"},"PEPsAndSanctionsVerification":{"type":"boolean"}},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/IdentityCheck"};
const schema53 = {"type":"string","format":"date","$id":"https://trs.invalid/schemas/closed/IsoDate"};
const schema61 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/MaritalStatus"};
const schema64 = {"type":"string","pattern":"^[A-Z]{1,10}[0-9]{7}$","$id":"https://trs.invalid/schemas/closed/ApplicantReference"};
const func6 = Object.prototype.hasOwnProperty;
const schema52 = {"type":"object","properties":{"DateMovedIn":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"LivingStatus":{"$ref":"https://trs.invalid/schemas/closed/LivingStatus"},"Address":{"$ref":"https://trs.invalid/schemas/closed/Address"}},"required":["DateMovedIn","Address"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/AddressHistoryEntry"};
const schema54 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/LivingStatus"};
const schema55 = {"type":"object","properties":{"Postcode":{"type":"string"},"HouseNumber":{"type":"string"},"Street":{"type":"string"},"Town":{"type":"string"},"County":{"type":"string"},"Country":{"type":"string"}},"required":["Postcode"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Address"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/AddressHistoryEntry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DateMovedIn === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DateMovedIn"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "DateMovedIn") || (key0 === "LivingStatus")) || (key0 === "Address"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.DateMovedIn !== undefined){
let data0 = data.DateMovedIn;
if(typeof data0 === "string"){
if(!(formats2.validate(data0))){
const err3 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.LivingStatus !== undefined){
let data1 = data.LivingStatus;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/LivingStatus",schemaPath:"https://trs.invalid/schemas/closed/LivingStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Address !== undefined){
let data2 = data.Address;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.Postcode === undefined){
const err6 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "Postcode") || (key1 === "HouseNumber")) || (key1 === "Street")) || (key1 === "Town")) || (key1 === "County")) || (key1 === "Country"))){
const err7 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.Postcode !== undefined){
if(typeof data2.Postcode !== "string"){
const err8 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.HouseNumber !== undefined){
if(typeof data2.HouseNumber !== "string"){
const err9 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.Street !== undefined){
if(typeof data2.Street !== "string"){
const err10 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Street/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.Town !== undefined){
if(typeof data2.Town !== "string"){
const err11 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Town/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.County !== undefined){
if(typeof data2.County !== "string"){
const err12 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/County/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.Country !== undefined){
if(typeof data2.Country !== "string"){
const err13 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Country/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

const schema62 = {"type":"object","properties":{"DeliveryMethod":{"$ref":"https://trs.invalid/schemas/closed/DeliveryMethod"}},"required":["DeliveryMethod"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/SignedConsent"};
const schema63 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/DeliveryMethod"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/SignedConsent" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeliveryMethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeliveryMethod"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "DeliveryMethod")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.DeliveryMethod !== undefined){
let data0 = data.DeliveryMethod;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/DeliveryMethod",schemaPath:"https://trs.invalid/schemas/closed/DeliveryMethod/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Applicant" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Title === undefined) && (missing0 = "Title")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.Title !== undefined){
if(10 !== data.Title){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "State"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.State !== undefined){
let data1 = data.State;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.FirstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FirstName"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LastName"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.EmailAddress === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EmailAddress"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.BirthDay === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "BirthDay"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.Nationality === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Nationality"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.MaritalStatus === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MaritalStatus"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.AddressHistory === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "AddressHistory"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.SignedConsent === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "SignedConsent"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema51.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data2 = data.AddressHistory;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data2[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data2,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/0/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Array.isArray(data2)){
if(data2.length < 1){
const err16 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/1/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(!(validate34(data2[i1], {instancePath:instancePath+"/AddressHistory/" + i1,parentData:data2,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/1/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.Title !== undefined){
let data5 = data.Title;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err19 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data7 = data.FirstName;
if(typeof data7 === "string"){
if(func2(data7) < 1){
const err20 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.LastName !== undefined){
let data8 = data.LastName;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err22 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err24 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data10 = data.EmailAddress;
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
const err25 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err27 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data12 = data.ReportType;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data13 = data.ShareOfRent;
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err29 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err31 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err32 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err33 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data17 = data.IdentityCheck;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key1 in data17){
if(!((((key1 === "IdVerification") || (key1 === "RightToRentVerification")) || (key1 === "AMLVerification")) || (key1 === "PEPsAndSanctionsVerification"))){
const err34 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data17.IdVerification !== undefined){
if(typeof data17.IdVerification !== "boolean"){
const err35 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data17.RightToRentVerification !== undefined){
if(typeof data17.RightToRentVerification !== "boolean"){
const err36 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data17.AMLVerification !== undefined){
if(typeof data17.AMLVerification !== "boolean"){
const err37 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data17.PEPsAndSanctionsVerification !== undefined){
if(typeof data17.PEPsAndSanctionsVerification !== "boolean"){
const err38 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data22 = data.BirthDay;
if(typeof data22 === "string"){
if(!(formats2.validate(data22))){
const err40 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data23 = data.Nationality;
if(typeof data23 === "string"){
if(func2(data23) < 1){
const err42 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data24 = data.MaritalStatus;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err44 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err45 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err46 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err47 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err48 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate37(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.ReferenceNumber !== undefined){
let data30 = data.ReferenceNumber;
if(typeof data30 === "string"){
if(!pattern2.test(data30)){
const err49 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Applicant" */;
let vErrors = null;
let errors = 0;
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
validate32.errors = vErrors;
return errors === 0;
}

export const ApplicantDetails = validate40;
const schema65 = {"$ref":"https://trs.invalid/schemas/ApplicantDetails","$id":"https://trs.invalid/validators/ApplicantDetails"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicantDetails" */;
let vErrors = null;
let errors = 0;
if(!(validate17(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
validate40.errors = vErrors;
return errors === 0;
}

export const ApplicantReopenedEvent = validate42;
const schema66 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","applicantRef"],"properties":{"topic":{"const":"applicantReopened"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/ApplicantReopenedEvent"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicantReopenedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicantRef === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("applicantReopened" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "applicantReopened"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicantRef !== undefined){
let data2 = data.applicantRef;
if(typeof data2 === "string"){
if(!pattern2.test(data2)){
const err6 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

export const Application = validate44;
const schema69 = {"$ref":"https://trs.invalid/schemas/closed/Application","$id":"https://trs.invalid/validators/Application"};
const schema70 = {"type":"object","properties":{"ExternalReference":{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},"RentalDetails":{"$ref":"https://trs.invalid/schemas/closed/RentalDetails"},"PropertyInformation":{"$ref":"https://trs.invalid/schemas/closed/PropertyInformation"},"InviteLandlordForAMLCheck":{"type":"boolean"},"ReferenceRequired":{"type":"boolean"}},"required":["RentalDetails","PropertyInformation"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Application"};
const schema71 = {"type":"string","$id":"https://trs.invalid/schemas/closed/ExternalReference"};
const schema72 = {"type":"object","properties":{"MonthlyRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"BillsIncludedWithinTheRent":{"type":"boolean"},"TenancyTerm":{"type":"integer","minimum":1},"TenancyStartDate":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"HowWillTheProperyBeManaged":{"$ref":"https://trs.invalid/schemas/closed/ManagementType"},"RentalFrequency":{"$ref":"https://trs.invalid/schemas/closed/RentalFrequency"}},"required":["MonthlyRent","TenancyStartDate"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/RentalDetails"};
const schema75 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/ManagementType"};
const schema76 = {"type":"integer","$id":"https://trs.invalid/schemas/closed/RentalFrequency"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentalDetails" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.MonthlyRent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MonthlyRent"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TenancyStartDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TenancyStartDate"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "MonthlyRent") || (key0 === "BillsIncludedWithinTheRent")) || (key0 === "TenancyTerm")) || (key0 === "TenancyStartDate")) || (key0 === "HowWillTheProperyBeManaged")) || (key0 === "RentalFrequency"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.MonthlyRent !== undefined){
let data0 = data.MonthlyRent;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.BillsIncludedWithinTheRent !== undefined){
if(typeof data.BillsIncludedWithinTheRent !== "boolean"){
const err5 = {instancePath:instancePath+"/BillsIncludedWithinTheRent",schemaPath:"#/properties/BillsIncludedWithinTheRent/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.TenancyTerm !== undefined){
let data2 = data.TenancyTerm;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.TenancyStartDate !== undefined){
let data3 = data.TenancyStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err8 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.HowWillTheProperyBeManaged !== undefined){
let data4 = data.HowWillTheProperyBeManaged;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"https://trs.invalid/schemas/closed/ManagementType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.RentalFrequency !== undefined){
let data5 = data.RentalFrequency;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentalFrequency/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

const schema77 = {"type":"object","properties":{"IsLandlordKnown":{"type":"boolean"},"IsHMO":{"type":"boolean"},"NumberOfBedrooms":{"type":"integer","minimum":0},"Address":{"$ref":"https://trs.invalid/schemas/closed/Address"}},"required":["Address"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/PropertyInformation"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/PropertyInformation" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "IsLandlordKnown") || (key0 === "IsHMO")) || (key0 === "NumberOfBedrooms")) || (key0 === "Address"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.IsLandlordKnown !== undefined){
if(typeof data.IsLandlordKnown !== "boolean"){
const err2 = {instancePath:instancePath+"/IsLandlordKnown",schemaPath:"#/properties/IsLandlordKnown/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.IsHMO !== undefined){
if(typeof data.IsHMO !== "boolean"){
const err3 = {instancePath:instancePath+"/IsHMO",schemaPath:"#/properties/IsHMO/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.NumberOfBedrooms !== undefined){
let data2 = data.NumberOfBedrooms;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.Address !== undefined){
let data3 = data.Address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.Postcode === undefined){
const err6 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data3){
if(!((((((key1 === "Postcode") || (key1 === "HouseNumber")) || (key1 === "Street")) || (key1 === "Town")) || (key1 === "County")) || (key1 === "Country"))){
const err7 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.Postcode !== undefined){
if(typeof data3.Postcode !== "string"){
const err8 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.HouseNumber !== undefined){
if(typeof data3.HouseNumber !== "string"){
const err9 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.Street !== undefined){
if(typeof data3.Street !== "string"){
const err10 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Street/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.Town !== undefined){
if(typeof data3.Town !== "string"){
const err11 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Town/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.County !== undefined){
if(typeof data3.County !== "string"){
const err12 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/County/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.Country !== undefined){
if(typeof data3.Country !== "string"){
const err13 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Country/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Application" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.RentalDetails === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "RentalDetails"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.PropertyInformation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PropertyInformation"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "ExternalReference") || (key0 === "RentalDetails")) || (key0 === "PropertyInformation")) || (key0 === "InviteLandlordForAMLCheck")) || (key0 === "ReferenceRequired"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
if(typeof data.ExternalReference !== "string"){
const err3 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.RentalDetails !== undefined){
if(!(validate46(data.RentalDetails, {instancePath:instancePath+"/RentalDetails",parentData:data,parentDataProperty:"RentalDetails",rootData}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.PropertyInformation !== undefined){
if(!(validate48(data.PropertyInformation, {instancePath:instancePath+"/PropertyInformation",parentData:data,parentDataProperty:"PropertyInformation",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
if(data.InviteLandlordForAMLCheck !== undefined){
if(typeof data.InviteLandlordForAMLCheck !== "boolean"){
const err4 = {instancePath:instancePath+"/InviteLandlordForAMLCheck",schemaPath:"#/properties/InviteLandlordForAMLCheck/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ReferenceRequired !== undefined){
if(typeof data.ReferenceRequired !== "boolean"){
const err5 = {instancePath:instancePath+"/ReferenceRequired",schemaPath:"#/properties/ReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Application" */;
let vErrors = null;
let errors = 0;
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
validate44.errors = vErrors;
return errors === 0;
}

export const ApplicationRecord = validate51;
const schema79 = {"$ref":"https://trs.invalid/schemas/ApplicationRecord","$id":"https://trs.invalid/validators/ApplicationRecord"};
const schema80 = {"type":"object","properties":{"ReferenceNumber":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"ExternalReference":{"$ref":"https://trs.invalid/schemas/ExternalReference"},"RentalDetails":{"$ref":"https://trs.invalid/schemas/RentalDetails"},"PropertyInformation":{"$ref":"https://trs.invalid/schemas/PropertyInformation"},"InviteLandlordForAMLCheck":{"type":"boolean"},"ReferenceRequired":{"type":"boolean"}},"$id":"https://trs.invalid/schemas/ApplicationRecord"};
const schema83 = {"type":"object","properties":{"MonthlyRent":{"$ref":"https://trs.invalid/schemas/Money"},"BillsIncludedWithinTheRent":{"type":"boolean"},"TenancyTerm":{"type":"integer","minimum":1},"TenancyStartDate":{"$ref":"https://trs.invalid/schemas/IsoDate"},"HowWillTheProperyBeManaged":{"$ref":"https://trs.invalid/schemas/ManagementType"},"RentalFrequency":{"$ref":"https://trs.invalid/schemas/RentalFrequency"}},"required":["MonthlyRent","TenancyStartDate"],"$id":"https://trs.invalid/schemas/RentalDetails"};
const schema86 = {"type":"integer","$id":"https://trs.invalid/schemas/ManagementType"};
const schema87 = {"type":"integer","$id":"https://trs.invalid/schemas/RentalFrequency"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/RentalDetails" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.MonthlyRent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MonthlyRent"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TenancyStartDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TenancyStartDate"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.MonthlyRent !== undefined){
let data0 = data.MonthlyRent;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.BillsIncludedWithinTheRent !== undefined){
if(typeof data.BillsIncludedWithinTheRent !== "boolean"){
const err4 = {instancePath:instancePath+"/BillsIncludedWithinTheRent",schemaPath:"#/properties/BillsIncludedWithinTheRent/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TenancyTerm !== undefined){
let data2 = data.TenancyTerm;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.TenancyStartDate !== undefined){
let data3 = data.TenancyStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err7 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.HowWillTheProperyBeManaged !== undefined){
let data4 = data.HowWillTheProperyBeManaged;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"https://trs.invalid/schemas/ManagementType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.RentalFrequency !== undefined){
let data5 = data.RentalFrequency;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"https://trs.invalid/schemas/RentalFrequency/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

const schema88 = {"type":"object","properties":{"IsLandlordKnown":{"type":"boolean"},"IsHMO":{"type":"boolean"},"NumberOfBedrooms":{"type":"integer","minimum":0},"Address":{"$ref":"https://trs.invalid/schemas/Address"}},"required":["Address"],"$id":"https://trs.invalid/schemas/PropertyInformation"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/PropertyInformation" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.IsLandlordKnown !== undefined){
if(typeof data.IsLandlordKnown !== "boolean"){
const err1 = {instancePath:instancePath+"/IsLandlordKnown",schemaPath:"#/properties/IsLandlordKnown/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.IsHMO !== undefined){
if(typeof data.IsHMO !== "boolean"){
const err2 = {instancePath:instancePath+"/IsHMO",schemaPath:"#/properties/IsHMO/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.NumberOfBedrooms !== undefined){
let data2 = data.NumberOfBedrooms;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.Address !== undefined){
let data3 = data.Address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.Postcode === undefined){
const err5 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/required",keyword:"required",params:{missingProperty: "Postcode"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.Postcode !== undefined){
if(typeof data3.Postcode !== "string"){
const err6 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/Address/properties/Postcode/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.HouseNumber !== undefined){
if(typeof data3.HouseNumber !== "string"){
const err7 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.Street !== undefined){
if(typeof data3.Street !== "string"){
const err8 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/Address/properties/Street/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.Town !== undefined){
if(typeof data3.Town !== "string"){
const err9 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/Address/properties/Town/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.County !== undefined){
if(typeof data3.County !== "string"){
const err10 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/Address/properties/County/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.Country !== undefined){
if(typeof data3.Country !== "string"){
const err11 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/Address/properties/Country/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/ApplicationRecord" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNumber !== undefined){
let data0 = data.ReferenceNumber;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err0 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
if(typeof data.ExternalReference !== "string"){
const err2 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.RentalDetails !== undefined){
if(!(validate53(data.RentalDetails, {instancePath:instancePath+"/RentalDetails",parentData:data,parentDataProperty:"RentalDetails",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.PropertyInformation !== undefined){
if(!(validate55(data.PropertyInformation, {instancePath:instancePath+"/PropertyInformation",parentData:data,parentDataProperty:"PropertyInformation",rootData}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.InviteLandlordForAMLCheck !== undefined){
if(typeof data.InviteLandlordForAMLCheck !== "boolean"){
const err3 = {instancePath:instancePath+"/InviteLandlordForAMLCheck",schemaPath:"#/properties/InviteLandlordForAMLCheck/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.ReferenceRequired !== undefined){
if(typeof data.ReferenceRequired !== "boolean"){
const err4 = {instancePath:instancePath+"/ReferenceRequired",schemaPath:"#/properties/ReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicationRecord" */;
let vErrors = null;
let errors = 0;
if(!(validate52(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
validate51.errors = vErrors;
return errors === 0;
}

export const ApplicationReference = validate58;
const schema90 = {"$ref":"https://trs.invalid/schemas/ApplicationReference","$id":"https://trs.invalid/validators/ApplicationReference"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicationReference" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(!pattern0.test(data)){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

export const AuditTrail = validate59;
const schema92 = {"$ref":"https://trs.invalid/schemas/AuditTrail","$id":"https://trs.invalid/validators/AuditTrail"};
const schema93 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/AuditTrailRecord"},"$id":"https://trs.invalid/schemas/AuditTrail"};
const schema94 = {"type":"object","properties":{"Timestamp":{"type":"string","format":"date-time"},"Author":{"type":"string"},"Content":{"type":"string"}},"$id":"https://trs.invalid/schemas/AuditTrailRecord"};
const formats18 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/AuditTrail" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Timestamp !== undefined){
let data1 = data0.Timestamp;
if(typeof data1 === "string"){
if(!(formats18.validate(data1))){
const err0 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Timestamp/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Timestamp/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.Author !== undefined){
if(typeof data0.Author !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/Author",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Author/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.Content !== undefined){
if(typeof data0.Content !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/Content",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Content/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/AuditTrail" */;
let vErrors = null;
let errors = 0;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
validate59.errors = vErrors;
return errors === 0;
}

export const BranchList = validate62;
const schema95 = {"$ref":"https://trs.invalid/schemas/BranchList","$id":"https://trs.invalid/validators/BranchList"};
const schema96 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/Branch"},"$id":"https://trs.invalid/schemas/BranchList"};
const schema97 = {"type":"object","properties":{"Id":{"$ref":"https://trs.invalid/schemas/BranchId"}},"required":["Id"],"$id":"https://trs.invalid/schemas/Branch"};
const schema98 = {"type":"integer","minimum":1,"$id":"https://trs.invalid/schemas/BranchId"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/Branch" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Id !== undefined){
let data0 = data.Id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/Id",schemaPath:"https://trs.invalid/schemas/BranchId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/Id",schemaPath:"https://trs.invalid/schemas/BranchId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/BranchList" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate64(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/BranchList" */;
let vErrors = null;
let errors = 0;
if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
validate62.errors = vErrors;
return errors === 0;
}

export const CancellationReason = validate67;
const schema99 = {"$ref":"https://trs.invalid/schemas/closed/CancellationReason","$id":"https://trs.invalid/validators/CancellationReason"};
const schema100 = {"type":"string","minLength":1,"$id":"https://trs.invalid/schemas/closed/CancellationReason"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/CancellationReason" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) < 1){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/CancellationReason/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/CancellationReason/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}

export const CreateNewTenancyEvent = validate68;
const schema101 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"createNewTenancy"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object","properties":{"address":{"type":"object","properties":{"addressLine1":{"type":["string","null"]},"addressLine2":{"type":["string","null"]},"town":{"type":["string","null"]},"county":{"type":["string","null"]},"postcode":{"type":["string","null"]},"country":{"type":["string","null"]}}},"applicants":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/AddedApplicantData"}},"partnerTenancyId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}]},"partnerApplicantId":{"anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}]},"partnerCustomerEmail":{"type":["string","null"]},"branchId":{"$ref":"https://trs.invalid/schemas/BranchId"},"branchName":{"type":"string"},"agentId":{"anyOf":[{"type":"integer"},{"type":"string"}]},"referencingServiceType":{"type":"integer"},"applicationType":{"type":"integer"}}},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/CreateNewTenancyEvent"};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/CreateNewTenancyEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("createNewTenancy" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "createNewTenancy"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.address !== undefined){
let data3 = data2.address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.addressLine1 !== undefined){
let data4 = data3.addressLine1;
if((typeof data4 !== "string") && (data4 !== null)){
const err6 = {instancePath:instancePath+"/data/address/addressLine1",schemaPath:"#/properties/data/properties/address/properties/addressLine1/type",keyword:"type",params:{type: schema101.properties.data.properties.address.properties.addressLine1.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.addressLine2 !== undefined){
let data5 = data3.addressLine2;
if((typeof data5 !== "string") && (data5 !== null)){
const err7 = {instancePath:instancePath+"/data/address/addressLine2",schemaPath:"#/properties/data/properties/address/properties/addressLine2/type",keyword:"type",params:{type: schema101.properties.data.properties.address.properties.addressLine2.type}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.town !== undefined){
let data6 = data3.town;
if((typeof data6 !== "string") && (data6 !== null)){
const err8 = {instancePath:instancePath+"/data/address/town",schemaPath:"#/properties/data/properties/address/properties/town/type",keyword:"type",params:{type: schema101.properties.data.properties.address.properties.town.type}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.county !== undefined){
let data7 = data3.county;
if((typeof data7 !== "string") && (data7 !== null)){
const err9 = {instancePath:instancePath+"/data/address/county",schemaPath:"#/properties/data/properties/address/properties/county/type",keyword:"type",params:{type: schema101.properties.data.properties.address.properties.county.type}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.postcode !== undefined){
let data8 = data3.postcode;
if((typeof data8 !== "string") && (data8 !== null)){
const err10 = {instancePath:instancePath+"/data/address/postcode",schemaPath:"#/properties/data/properties/address/properties/postcode/type",keyword:"type",params:{type: schema101.properties.data.properties.address.properties.postcode.type}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.country !== undefined){
let data9 = data3.country;
if((typeof data9 !== "string") && (data9 !== null)){
const err11 = {instancePath:instancePath+"/data/address/country",schemaPath:"#/properties/data/properties/address/properties/country/type",keyword:"type",params:{type: schema101.properties.data.properties.address.properties.country.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/data/address",schemaPath:"#/properties/data/properties/address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.applicants !== undefined){
let data10 = data2.applicants;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
if(!(validate13(data10[i0], {instancePath:instancePath+"/data/applicants/" + i0,parentData:data10,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/data/applicants",schemaPath:"#/properties/data/properties/applicants/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.partnerTenancyId !== undefined){
let data12 = data2.partnerTenancyId;
const _errs26 = errors;
let valid7 = false;
const _errs27 = errors;
if(typeof data12 !== "string"){
const err14 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const _errs30 = errors;
if(data12 !== null){
const err15 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/properties/data/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid7 = valid7 || _valid0;
}
if(!valid7){
const err16 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/properties/data/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerApplicantId !== undefined){
let data13 = data2.partnerApplicantId;
const _errs33 = errors;
let valid9 = false;
const _errs34 = errors;
if(typeof data13 !== "string"){
const err17 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const _errs37 = errors;
if(data13 !== null){
const err18 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/properties/data/properties/partnerApplicantId/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid9 = valid9 || _valid1;
}
if(!valid9){
const err19 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/properties/data/properties/partnerApplicantId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerCustomerEmail !== undefined){
let data14 = data2.partnerCustomerEmail;
if((typeof data14 !== "string") && (data14 !== null)){
const err20 = {instancePath:instancePath+"/data/partnerCustomerEmail",schemaPath:"#/properties/data/properties/partnerCustomerEmail/type",keyword:"type",params:{type: schema101.properties.data.properties.partnerCustomerEmail.type}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.branchId !== undefined){
let data15 = data2.branchId;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err21 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/BranchId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err22 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/BranchId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data2.branchName !== undefined){
if(typeof data2.branchName !== "string"){
const err23 = {instancePath:instancePath+"/data/branchName",schemaPath:"#/properties/data/properties/branchName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.agentId !== undefined){
let data17 = data2.agentId;
const _errs47 = errors;
let valid12 = false;
const _errs48 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err24 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/0/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const _errs50 = errors;
if(typeof data17 !== "string"){
const err25 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/1/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid12 = valid12 || _valid2;
}
if(!valid12){
const err26 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data2.referencingServiceType !== undefined){
let data18 = data2.referencingServiceType;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err27 = {instancePath:instancePath+"/data/referencingServiceType",schemaPath:"#/properties/data/properties/referencingServiceType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.applicationType !== undefined){
let data19 = data2.applicationType;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err28 = {instancePath:instancePath+"/data/applicationType",schemaPath:"#/properties/data/properties/applicationType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err30 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}

export const CreateTenant = validate71;
const schema106 = {"$ref":"https://trs.invalid/schemas/closed/CreateTenant","$id":"https://trs.invalid/validators/CreateTenant"};
const schema107 = {"type":"object","required":["FirstName","LastName","EmailAddress"],"if":{"properties":{"Title":{"const":10}},"required":["Title"]},"then":{"properties":{"State":{"type":"string","minLength":1}},"required":["State"]},"properties":{"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string"},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean"},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean"},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string"},"HasAdverceData":{"type":"boolean"},"AddressHistory":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}]}},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/CreateTenant"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/CreateTenant" */;
let vErrors = null;
let errors = 0;
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Title === undefined) && (missing0 = "Title")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.Title !== undefined){
if(10 !== data.Title){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "State"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.State !== undefined){
let data1 = data.State;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.FirstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FirstName"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LastName"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.EmailAddress === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EmailAddress"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema107.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Title !== undefined){
let data2 = data.Title;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err11 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data4 = data.FirstName;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err12 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.LastName !== undefined){
let data5 = data.LastName;
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err14 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err16 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data7 = data.EmailAddress;
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err17 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err19 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data9 = data.ReportType;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data10 = data.ShareOfRent;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err21 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err23 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err24 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err25 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data14 = data.IdentityCheck;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key1 in data14){
if(!((((key1 === "IdVerification") || (key1 === "RightToRentVerification")) || (key1 === "AMLVerification")) || (key1 === "PEPsAndSanctionsVerification"))){
const err26 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data14.IdVerification !== undefined){
if(typeof data14.IdVerification !== "boolean"){
const err27 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data14.RightToRentVerification !== undefined){
if(typeof data14.RightToRentVerification !== "boolean"){
const err28 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data14.AMLVerification !== undefined){
if(typeof data14.AMLVerification !== "boolean"){
const err29 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data14.PEPsAndSanctionsVerification !== undefined){
if(typeof data14.PEPsAndSanctionsVerification !== "boolean"){
const err30 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data19 = data.BirthDay;
if(typeof data19 === "string"){
if(!(formats2.validate(data19))){
const err32 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data20 = data.Nationality;
if(typeof data20 === "string"){
if(func2(data20) < 1){
const err34 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data21 = data.MaritalStatus;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err36 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err37 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err38 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err39 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err40 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data26 = data.AddressHistory;
if(Array.isArray(data26)){
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
if(!(validate34(data26[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data26,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
}
else {
const err41 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate37(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
}
if(data.ReferenceNumber !== undefined){
let data29 = data.ReferenceNumber;
if(typeof data29 === "string"){
if(!pattern2.test(data29)){
const err42 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/CreateTenant" */;
let vErrors = null;
let errors = 0;
if(!(validate72(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
validate71.errors = vErrors;
return errors === 0;
}

export const Credentials = validate76;
const schema115 = {"$ref":"https://trs.invalid/schemas/closed/Credentials","$id":"https://trs.invalid/validators/Credentials"};
const schema116 = {"type":"object","properties":{"UserName":{"type":"string","minLength":1},"Password":{"type":"string","minLength":1}},"required":["UserName","Password"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Credentials"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Credentials" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.UserName === undefined){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/required",keyword:"required",params:{missingProperty: "UserName"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Password === undefined){
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/required",keyword:"required",params:{missingProperty: "Password"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "UserName") || (key0 === "Password"))){
const err2 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.UserName !== undefined){
let data0 = data.UserName;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/UserName",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/UserName/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/UserName",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/UserName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Password !== undefined){
let data1 = data.Password;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/Password",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/Password/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Password",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/Password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}

export const ErrorBody = validate77;
const schema117 = {"$ref":"https://trs.invalid/schemas/ErrorBody","$id":"https://trs.invalid/validators/ErrorBody"};
const schema118 = {"type":"object","properties":{"Message":{"type":"string"}},"$id":"https://trs.invalid/schemas/ErrorBody"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ErrorBody" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Message !== undefined){
if(typeof data.Message !== "string"){
const err0 = {instancePath:instancePath+"/Message",schemaPath:"https://trs.invalid/schemas/ErrorBody/properties/Message/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/ErrorBody/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}

export const KycStatusEvent = validate78;
const schema119 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["KYCid","Status"],"properties":{"KYCid":{"type":"string"},"Status":{"$ref":"https://trs.invalid/schemas/KycStatus"},"UserType":{"$ref":"https://trs.invalid/schemas/UserType"},"Email":{"type":"string"},"Reports":{"type":"object","properties":{"100":{"type":"string","format":"uri"},"101":{"type":"string","format":"uri"},"102":{"type":"string","format":"uri"},"103":{"type":"string","format":"uri"}}},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/KycStatusEvent"};
const schema120 = {"type":"string","$id":"https://trs.invalid/schemas/KycStatus"};
const schema121 = {"type":"integer","$id":"https://trs.invalid/schemas/UserType"};
const formats24 = require("ajv-formats/dist/formats").fullFormats.uri;

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/KycStatusEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.KYCid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "KYCid"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Status"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.KYCid !== undefined){
if(typeof data.KYCid !== "string"){
const err2 = {instancePath:instancePath+"/KYCid",schemaPath:"#/properties/KYCid/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err3 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/KycStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.UserType !== undefined){
let data2 = data.UserType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/UserType",schemaPath:"https://trs.invalid/schemas/UserType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Email !== undefined){
if(typeof data.Email !== "string"){
const err5 = {instancePath:instancePath+"/Email",schemaPath:"#/properties/Email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Reports !== undefined){
let data4 = data.Reports;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["100"] !== undefined){
let data5 = data4["100"];
if(typeof data5 === "string"){
if(!(formats24(data5))){
const err6 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/properties/Reports/properties/100/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/properties/Reports/properties/100/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4["101"] !== undefined){
let data6 = data4["101"];
if(typeof data6 === "string"){
if(!(formats24(data6))){
const err8 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/properties/Reports/properties/101/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/properties/Reports/properties/101/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4["102"] !== undefined){
let data7 = data4["102"];
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err10 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/properties/Reports/properties/102/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/properties/Reports/properties/102/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4["103"] !== undefined){
let data8 = data4["103"];
if(typeof data8 === "string"){
if(!(formats24(data8))){
const err12 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/properties/Reports/properties/103/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/properties/Reports/properties/103/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Reports",schemaPath:"#/properties/Reports/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err15 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}

export const LegacyReportAvailableEvent = validate80;
const schema122 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["EntryType","URL"],"properties":{"EntryType":{"type":"string"},"URL":{"type":"string"},"ReportType":{"$ref":"https://trs.invalid/schemas/ReportType"}},"$id":"https://trs.invalid/validators/LegacyReportAvailableEvent"};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/LegacyReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.EntryType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.URL === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err2 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.URL !== undefined){
if(typeof data.URL !== "string"){
const err3 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data2 = data.ReportType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}

export const NoteList = validate82;
const schema124 = {"$ref":"https://trs.invalid/schemas/NoteList","$id":"https://trs.invalid/validators/NoteList"};
const schema125 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/NoteRecord"},"$id":"https://trs.invalid/schemas/NoteList"};
const schema126 = {"type":"object","properties":{"Timestamp":{"type":"string","format":"date-time"},"Author":{"type":"string"},"Content":{"type":"string"}},"$id":"https://trs.invalid/schemas/NoteRecord"};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/NoteList" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Timestamp !== undefined){
let data1 = data0.Timestamp;
if(typeof data1 === "string"){
if(!(formats18.validate(data1))){
const err0 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Timestamp/format",keyword:"format",params:{format: "date-time"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Timestamp/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.Author !== undefined){
if(typeof data0.Author !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/Author",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Author/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.Content !== undefined){
if(typeof data0.Content !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/Content",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Content/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/NoteRecord/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/NoteList" */;
let vErrors = null;
let errors = 0;
if(!(validate83(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
validate82.errors = vErrors;
return errors === 0;
}

export const Notification = validate85;
const schema127 = {"$ref":"https://trs.invalid/schemas/closed/Notification","$id":"https://trs.invalid/validators/Notification"};
const schema128 = {"type":"object","properties":{"ReferenceNo":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}},"required":["ReferenceNo"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Notification"};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Notification" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReferenceNo"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "ReferenceNo")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ReferenceNo !== undefined){
let data0 = data.ReferenceNo;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err2 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}


function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/Notification" */;
let vErrors = null;
let errors = 0;
if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
validate85.errors = vErrors;
return errors === 0;
}

export const PrescribedInformationCompletedEvent = validate88;
const schema130 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"prescribedInformationCompleted"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"isTenancyFinalised":{"type":"boolean"},"schemeProvider":{"type":"string"},"schemeType":{"type":"string"},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/PrescribedInformationCompletedEvent"};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/PrescribedInformationCompletedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("prescribedInformationCompleted" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "prescribedInformationCompleted"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
if(typeof data.isTenancyFinalised !== "boolean"){
const err5 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/properties/isTenancyFinalised/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schemeProvider !== undefined){
if(typeof data.schemeProvider !== "string"){
const err6 = {instancePath:instancePath+"/schemeProvider",schemaPath:"#/properties/schemeProvider/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.schemeType !== undefined){
if(typeof data.schemeType !== "string"){
const err7 = {instancePath:instancePath+"/schemeType",schemaPath:"#/properties/schemeType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate88.errors = vErrors;
return errors === 0;
}

export const RentIncreaseAppliedEvent = validate90;
const schema132 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseApplied"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"journalNoteText":{"type":"string"},"statusText":{"type":"string"},"appliedRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"appliedRentFrequency":{"allOf":[{"$ref":"https://trs.invalid/schemas/RentFrequencyText"}]},"appliedFromDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]},"previousRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]}},"$id":"https://trs.invalid/validators/RentIncreaseAppliedEvent"};
const schema135 = {"type":"string","$id":"https://trs.invalid/schemas/RentFrequencyText"};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseAppliedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseApplied" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseApplied"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err5 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err6 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.appliedRentAmount !== undefined){
let data4 = data.appliedRentAmount;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.appliedRentFrequency !== undefined){
if(typeof data.appliedRentFrequency !== "string"){
const err9 = {instancePath:instancePath+"/appliedRentFrequency",schemaPath:"https://trs.invalid/schemas/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.appliedFromDate !== undefined){
let data6 = data.appliedFromDate;
if(typeof data6 === "string"){
if(!(formats2.validate(data6))){
const err10 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.previousRentAmount !== undefined){
let data7 = data.previousRentAmount;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err12 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}

export const RentIncreaseNoticeIssuedEvent = validate93;
const schema138 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseNoticeIssued"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"noticeId":{"type":"integer"},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"journalNoteText":{"type":"string"},"statusText":{"type":"string"},"newRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"newRentFrequency":{"allOf":[{"$ref":"https://trs.invalid/schemas/RentFrequencyText"}]},"newRentStartDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]}},"$id":"https://trs.invalid/validators/RentIncreaseNoticeIssuedEvent"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseNoticeIssuedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseNoticeIssued" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeIssued"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.noticeId !== undefined){
let data2 = data.noticeId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/noticeId",schemaPath:"#/properties/noticeId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err6 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err7 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err8 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err9 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.newRentAmount !== undefined){
let data7 = data.newRentAmount;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err10 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.newRentFrequency !== undefined){
if(typeof data.newRentFrequency !== "string"){
const err12 = {instancePath:instancePath+"/newRentFrequency",schemaPath:"https://trs.invalid/schemas/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.newRentStartDate !== undefined){
let data9 = data.newRentStartDate;
if(typeof data9 === "string"){
if(!(formats2.validate(data9))){
const err13 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}

export const RentIncreaseNoticeWithdrawnEvent = validate96;
const schema143 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseNoticeWithdrawn"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string"},"documentName":{"type":"string"},"journalNoteText":{"type":"string"},"statusText":{"type":"string"}},"$id":"https://trs.invalid/validators/RentIncreaseNoticeWithdrawnEvent"};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseNoticeWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseNoticeWithdrawn" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeWithdrawn"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err8 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalDecisionConfirmedEvent = validate99;
const schema145 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalDecisionConfirmed"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"confirmedRentAmount":{"allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"confirmedRentFrequency":{"allOf":[{"$ref":"https://trs.invalid/schemas/RentFrequencyText"}]},"confirmedRentStartDate":{"allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]},"journalNoteText":{"type":"string"},"documentS3Key":{"type":["string","null"]},"documentName":{"type":["string","null"]}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalDecisionConfirmedEvent"};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalDecisionConfirmedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalDecisionConfirmed" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalDecisionConfirmed"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.confirmedRentAmount !== undefined){
let data2 = data.confirmedRentAmount;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.confirmedRentFrequency !== undefined){
if(typeof data.confirmedRentFrequency !== "string"){
const err7 = {instancePath:instancePath+"/confirmedRentFrequency",schemaPath:"https://trs.invalid/schemas/RentFrequencyText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.confirmedRentStartDate !== undefined){
let data4 = data.confirmedRentStartDate;
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
const err8 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err10 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data6 = data.documentS3Key;
if((typeof data6 !== "string") && (data6 !== null)){
const err11 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema145.properties.documentS3Key.type}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.documentName !== undefined){
let data7 = data.documentName;
if((typeof data7 !== "string") && (data7 !== null)){
const err12 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema145.properties.documentName.type}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalReferralEvent = validate102;
const schema150 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalReferral"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"dateReferred":{"allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]},"journalNoteText":{"type":"string"}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalReferralEvent"};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalReferralEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalReferral" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferral"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.dateReferred !== undefined){
let data2 = data.dateReferred;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err5 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}

export const RentIncreaseTribunalReferralWithdrawnEvent = validate105;
const schema153 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalReferralWithdrawn"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"journalNoteText":{"type":"string"}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalReferralWithdrawnEvent"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalReferralWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalReferralWithdrawn" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferralWithdrawn"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err5 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}

export const RentIncreaseWithdrawalFinalisedEvent = validate108;
const schema155 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseWithdrawalFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string"},"documentName":{"type":"string"}},"$id":"https://trs.invalid/validators/RentIncreaseWithdrawalFinalisedEvent"};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseWithdrawalFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseWithdrawalFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseWithdrawalFinalised"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}

export const RentShare = validate111;
const schema157 = {"$ref":"https://trs.invalid/schemas/closed/RentShare","$id":"https://trs.invalid/validators/RentShare"};
const schema158 = {"type":"array","minItems":1,"items":{"$ref":"https://trs.invalid/schemas/closed/RentShareEntry"},"$id":"https://trs.invalid/schemas/closed/RentShare"};
const schema159 = {"type":"object","properties":{"ApplicantRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},"Rent":{"$ref":"https://trs.invalid/schemas/closed/Money"}},"required":["ApplicantRef","Rent"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/RentShareEntry"};

function validate113(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentShareEntry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicantRef === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicantRef"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Rent === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Rent"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "ApplicantRef") || (key0 === "Rent"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ApplicantRef !== undefined){
let data0 = data.ApplicantRef;
if(typeof data0 === "string"){
if(!pattern2.test(data0)){
const err3 = {instancePath:instancePath+"/ApplicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/ApplicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Rent !== undefined){
let data1 = data.Rent;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/Rent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Rent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate113.errors = vErrors;
return errors === 0;
}


function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentShare" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate113(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate113.errors : vErrors.concat(validate113.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/RentShare" */;
let vErrors = null;
let errors = 0;
if(!(validate112(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
validate111.errors = vErrors;
return errors === 0;
}

export const ReportAvailableEvent = validate116;
const schema162 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["URL","EntryType"],"properties":{"topic":{"type":"string"},"ReportType":{"allOf":[{"$ref":"https://trs.invalid/schemas/ReportType"}]},"URL":{"type":"string","pattern":"^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+$"},"EntryType":{"type":"string"},"applicationStatus":{"type":"integer"},"Status":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"data":{"$ref":"https://trs.invalid/schemas/ApplicantEventData"}},"$id":"https://trs.invalid/validators/ReportAvailableEvent"};
const pattern26 = new RegExp("^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+$", "u");

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.URL === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "URL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.EntryType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EntryType"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data1 = data.ReportType;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.URL !== undefined){
let data2 = data.URL;
if(typeof data2 === "string"){
if(!pattern26.test(data2)){
const err4 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/pattern",keyword:"pattern",params:{pattern: "^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err6 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data4 = data.applicationStatus;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err8 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate14(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}

export const ReportTypeList = validate119;
const schema165 = {"$ref":"https://trs.invalid/schemas/ReportTypeList","$id":"https://trs.invalid/validators/ReportTypeList"};
const schema166 = {"type":"array","items":{"$ref":"https://trs.invalid/schemas/ReportType"},"$id":"https://trs.invalid/schemas/ReportTypeList"};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/schemas/ReportTypeList" */;
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate120.errors = vErrors;
return errors === 0;
}


function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/ReportTypeList" */;
let vErrors = null;
let errors = 0;
if(!(validate120(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
validate119.errors = vErrors;
return errors === 0;
}

export const TenancyFinalisedEvent = validate122;
const schema168 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"tenancyFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"hasInventory":{"type":"boolean"},"daysToReportIssues":{"type":["integer","null"]},"isPrescribedInformationRequired":{"type":"boolean"},"isPrescribedInformationCompleted":{"type":"boolean"},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/TenancyFinalisedEvent"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/TenancyFinalisedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("tenancyFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "tenancyFinalised"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.hasInventory !== undefined){
if(typeof data.hasInventory !== "boolean"){
const err5 = {instancePath:instancePath+"/hasInventory",schemaPath:"#/properties/hasInventory/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.daysToReportIssues !== undefined){
let data3 = data.daysToReportIssues;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err6 = {instancePath:instancePath+"/daysToReportIssues",schemaPath:"#/properties/daysToReportIssues/type",keyword:"type",params:{type: schema168.properties.daysToReportIssues.type}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
if(typeof data.isPrescribedInformationRequired !== "boolean"){
const err7 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
if(typeof data.isPrescribedInformationCompleted !== "boolean"){
const err8 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}

export const TenancyStartDateChangedEvent = validate124;
const schema170 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","newStartDate"],"properties":{"topic":{"const":"tenancyStartDateChanged"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"oldStartDate":{"anyOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"},{"type":"null"}]},"newStartDate":{"$ref":"https://trs.invalid/schemas/IsoDate"},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/TenancyStartDateChangedEvent"};

function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/TenancyStartDateChangedEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.newStartDate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newStartDate"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("tenancyStartDateChanged" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "tenancyStartDateChanged"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.oldStartDate !== undefined){
let data2 = data.oldStartDate;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err6 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs11 = errors;
if(data2 !== null){
const err8 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/properties/oldStartDate/anyOf/1/type",keyword:"type",params:{type: "null"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err9 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/properties/oldStartDate/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.newStartDate !== undefined){
let data3 = data.newStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err10 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate124.errors = vErrors;
return errors === 0;
}

export const UpdateApplicantEvent = validate126;
const schema174 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"updateApplicant"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicationStatus":{"type":"integer"},"Status":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"data":{"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantEventData"}],"required":["applicantRef"],"properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"}}},"Applicant":{"allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantDetails"}]}},"$id":"https://trs.invalid/validators/UpdateApplicantEvent"};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/UpdateApplicantEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("updateApplicant" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "updateApplicant"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err7 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(!(validate14(data4, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern2.test(data5)){
const err9 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Applicant !== undefined){
if(!(validate17(data.Applicant, {instancePath:instancePath+"/Applicant",parentData:data,parentDataProperty:"Applicant",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}

export const UpdateApplicationStatusEvent = validate130;
const schema178 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","applicationStatus"],"properties":{"topic":{"const":"updateApplicationStatus"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicationStatus":{"$ref":"https://trs.invalid/schemas/TenancyStep"},"isPrescribedInformationRequired":{"type":"boolean"},"isPrescribedInformationCompleted":{"type":"boolean"},"isTenancyFinalised":{"type":"boolean"},"howWillSignApplicants":{"type":"integer"},"howWillSignAgentLandlord":{"type":"integer"},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/UpdateApplicationStatusEvent"};

function validate130(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/UpdateApplicationStatusEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicationStatus === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationStatus"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("updateApplicationStatus" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "updateApplicationStatus"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/TenancyStep/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
if(typeof data.isPrescribedInformationRequired !== "boolean"){
const err7 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
if(typeof data.isPrescribedInformationCompleted !== "boolean"){
const err8 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
if(typeof data.isTenancyFinalised !== "boolean"){
const err9 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/properties/isTenancyFinalised/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.howWillSignApplicants !== undefined){
let data6 = data.howWillSignApplicants;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/howWillSignApplicants",schemaPath:"#/properties/howWillSignApplicants/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.howWillSignAgentLandlord !== undefined){
let data7 = data.howWillSignAgentLandlord;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err11 = {instancePath:instancePath+"/howWillSignAgentLandlord",schemaPath:"#/properties/howWillSignAgentLandlord/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate130.errors = vErrors;
return errors === 0;
}

export const UploadPartnerDocumentEvent = validate132;
const schema181 = {"allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"uploadPartnerDocument"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object","required":["documentType","fileName"],"anyOf":[{"required":["presignedUrl"],"properties":{"presignedUrl":{"type":"string"}}},{"required":["fileData"],"properties":{"fileData":{"type":"string"}}}],"properties":{"documentType":{"$ref":"https://trs.invalid/schemas/DocumentType"},"fileName":{"type":"string"},"presignedUrl":{"type":"string","format":"uri"},"fileData":{"type":"string"}}},"EntryType":{"type":"string"}},"$id":"https://trs.invalid/validators/UploadPartnerDocumentEvent"};
const schema183 = {"type":"integer","$id":"https://trs.invalid/schemas/DocumentType"};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://trs.invalid/validators/UploadPartnerDocumentEvent" */;
let vErrors = null;
let errors = 0;
if(!(validate11(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("uploadPartnerDocument" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "uploadPartnerDocument"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.presignedUrl === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/0/required",keyword:"required",params:{missingProperty: "presignedUrl"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.presignedUrl !== undefined){
if(typeof data2.presignedUrl !== "string"){
const err7 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/anyOf/0/properties/presignedUrl/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs12 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fileData === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/required",keyword:"required",params:{missingProperty: "fileData"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.fileData !== undefined){
if(typeof data2.fileData !== "string"){
const err9 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/properties/data/anyOf/1/properties/fileData/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
}
if(!valid3){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.documentType === undefined){
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "documentType"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.fileName === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "fileName"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2.documentType !== undefined){
let data5 = data2.documentType;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/data/documentType",schemaPath:"https://trs.invalid/schemas/DocumentType/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.fileName !== undefined){
if(typeof data2.fileName !== "string"){
const err14 = {instancePath:instancePath+"/data/fileName",schemaPath:"#/properties/data/properties/fileName/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.presignedUrl !== undefined){
let data7 = data2.presignedUrl;
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err15 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/properties/presignedUrl/format",keyword:"format",params:{format: "uri"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/properties/presignedUrl/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.fileData !== undefined){
if(typeof data2.fileData !== "string"){
const err17 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/properties/data/properties/fileData/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err19 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}
