<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="library" tilewidth="128" tileheight="128" tilecount="8" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="symbol" value="book"/>
   <property name="teleport" type="bool" value="false"/>
  </properties>
  <image width="128" height="128" source="tiles/book.svg"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="symbol" value="book"/>
   <property name="teleport" type="bool" value="true"/>
  </properties>
  <image width="128" height="128" source="tiles/book_teleport.svg"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="symbol" value="scroll"/>
   <property name="teleport" type="bool" value="false"/>
  </properties>
  <image width="128" height="128" source="tiles/scroll.svg"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="symbol" value="scroll"/>
   <property name="teleport" type="bool" value="true"/>
  </properties>
  <image width="128" height="128" source="tiles/scroll_teleport.svg"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="symbol" value="potion"/>
   <property name="teleport" type="bool" value="false"/>
  </properties>
  <image width="128" height="128" source="tiles/potion.svg"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="symbol" value="potion"/>
   <property name="teleport" type="bool" value="true"/>
  </properties>
  <image width="128" height="128" source="tiles/potion_teleport.svg"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="symbol" value="gems"/>
   <property name="teleport" type="bool" value="false"/>
  </properties>
  <image width="128" height="128" source="tiles/gems.svg"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="symbol" value="gems"/>
   <property name="teleport" type="bool" value="true"/>
  </properties>
  <image width="128" height="128" source="tiles/gems_teleport.svg"/>
 </tile>
</tileset>
