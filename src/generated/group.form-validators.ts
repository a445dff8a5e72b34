// Generated from schemas/group.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "fullName",
      "enCode",
      "type"
    ],
    "properties": {
      "fullName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"
      },
      "enCode": {
        "type": "string",
        "minLength": 1,
        "maxLength": 50,
        "pattern": "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"
      },
      "type": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "enabledMark": {
        "type": "integer",
        "enum": [
          0,
          1
        ]
      },
      "sortCode": {
        "type": "integer",
        "minimum": 0,
        "maximum": 999999
      },
      "description": {
        "type": "string",
        "maxLength": 500
      }
    }
  }
];

/** rjsf createPrecompiledValidator's validateFns: the validators by schema hash. */
const validateFns: ValidatorFunctions = {};
{
const exports = validateFns;
exports["17f5aed9"] = validate10;
const schema11 = {"type":"object","required":["fullName","enCode","type"],"properties":{"fullName":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"},"enCode":{"type":"string","minLength":1,"maxLength":50,"pattern":"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},"type":{"type":"string","minLength":1,"maxLength":64},"enabledMark":{"type":"integer","enum":[0,1]},"sortCode":{"type":"integer","minimum":0,"maximum":999999},"description":{"type":"string","maxLength":500}},"$id":"17f5aed9"};
const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});
const pattern0 = new RegExp("^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$", "u");
const pattern1 = new RegExp("^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="17f5aed9" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fullName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fullName"},message:"must have required property '"+"fullName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enCode"},message:"must have required property '"+"enCode"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.fullName !== undefined){
let data0 = data.fullName;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err3 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/pattern",keyword:"pattern",params:{pattern: "^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"},message:"must match pattern \""+"^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$"+"\"",schema:"^[^~!@#$%^&*()+=\\[\\]{}|\\\\;:'\",<>/?`]*$",parentSchema:schema11.properties.fullName,data:data0};
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
const err6 = {instancePath:instancePath+"/fullName",schemaPath:"#/properties/fullName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fullName.type,parentSchema:schema11.properties.fullName,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.enCode !== undefined){
let data1 = data.enCode;
if(typeof data1 === "string"){
if(func2(data1) > 50){
const err7 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data1) < 1){
const err8 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern1.test(data1)){
const err9 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"},message:"must match pattern \""+"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$"+"\"",schema:"^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$",parentSchema:schema11.properties.enCode,data:data1};
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
const err10 = {instancePath:instancePath+"/enCode",schemaPath:"#/properties/enCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enCode.type,parentSchema:schema11.properties.enCode,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.type,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func2(data2) < 1){
const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.type,data:data2};
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
const err13 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.type.type,parentSchema:schema11.properties.type,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.enabledMark !== undefined){
let data3 = data.enabledMark;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err14 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.enabledMark.type,parentSchema:schema11.properties.enabledMark,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data3 === 0) || (data3 === 1))){
const err15 = {instancePath:instancePath+"/enabledMark",schemaPath:"#/properties/enabledMark/enum",keyword:"enum",params:{allowedValues: schema11.properties.enabledMark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.enabledMark.enum,parentSchema:schema11.properties.enabledMark,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.sortCode !== undefined){
let data4 = data.sortCode;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err16 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sortCode.type,parentSchema:schema11.properties.sortCode,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 999999 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema11.properties.sortCode,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/sortCode",schemaPath:"#/properties/sortCode/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.sortCode,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.description !== undefined){
let data5 = data.description;
if(typeof data5 === "string"){
if(func2(data5) > 500){
const err19 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.description,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
